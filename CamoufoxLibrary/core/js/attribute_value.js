(el, name) => el.getAttribute(name)
