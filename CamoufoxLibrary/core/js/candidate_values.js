el => {
  const norm = s => (s || "").replace(/[\u200b\u00ad]/g, "").replace(/\s+/g, " ").trim();
  const text = e => norm(e.textContent);
  let label = [];
  const ids = (el.getAttribute("aria-labelledby") || "").split(/\s+/).filter(Boolean);
  const ariaLabel = el.getAttribute("aria-label");
  if (ids.length) {
    label = ids.map(id => el.ownerDocument.getElementById(id)).filter(Boolean).map(text);
  } else if (ariaLabel && ariaLabel.trim()) {
    label = [norm(ariaLabel)];
  } else if (["BUTTON", "METER", "OUTPUT", "PROGRESS", "SELECT", "TEXTAREA"].includes(el.nodeName)
             || (el.nodeName === "INPUT" && el.type !== "hidden")) {
    const labels = el.labels || [];  // an index loop: a page may make a NodeList not iterable
    for (let i = 0; i < labels.length; i++) label.push(text(labels[i]));
  }
  const field = el.nodeName === "INPUT" || el.nodeName === "TEXTAREA";
  const alt = ["IMG", "INPUT", "AREA"].includes(el.nodeName) ? el.getAttribute("alt") : null;
  const content = text(el);
  return {
    label: label.filter(Boolean),
    placeholder: field && el.placeholder ? [el.placeholder] : [],
    alt: alt ? [alt] : [],
    title: el.getAttribute("title") ? [el.getAttribute("title")] : [],
    text: content && content.length <= 80 ? [content] : [],
  };
}
