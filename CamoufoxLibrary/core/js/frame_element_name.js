e => e.getAttribute("name") || e.id || ""
