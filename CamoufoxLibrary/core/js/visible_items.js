([container], items) => {
  if (!container) return null;
  const norm = (s) => s.replace(/[\u200b\u00ad]/g, "").trim().replace(/\s+/g, " ").toLowerCase();
  const needles = items.map(norm);
  const skip = (el) => ["SCRIPT", "NOSCRIPT", "STYLE"].includes(el.nodeName) ||
    (document.head !== null && document.head.contains(el));
  const texts = new Map();
  const text = (node) => {
    let t = texts.get(node);
    if (t !== undefined) return t;
    t = "";
    if (node.nodeName === "INPUT" && ["submit", "button", "reset"].includes(node.type)) {
      t = node.value;
    } else {
      for (let c = node.firstChild; c; c = c.nextSibling) {
        if (c.nodeType === 3) t += c.nodeValue;
        else if (c.nodeType === 1 && !skip(c)) t += text(c);
      }
      if (node.shadowRoot) t += text(node.shadowRoot);
    }
    texts.set(node, t);
    return t;
  };
  const normed = new Map();
  const normText = (node) => {
    let t = normed.get(node);
    if (t === undefined) { t = norm(text(node)); normed.set(node, t); }
    return t;
  };
  const textNodeVisible = (node) => {
    const range = document.createRange();
    range.selectNode(node);
    const r = range.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const visible = (el) => {
    const style = getComputedStyle(el);
    if (style.display === "contents") {
      for (let c = el.firstChild; c; c = c.nextSibling) {
        if (c.nodeType === 1 && visible(c)) return true;
        if (c.nodeType === 3 && textNodeVisible(c)) return true;
      }
      return false;
    }
    if (el.checkVisibility && !el.checkVisibility()) return false;
    if (style.visibility !== "visible") return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const elements = [container];
  const collect = (root) => {
    // An index loop: a page may make a NodeList not iterable.
    const all = root.querySelectorAll("*");
    for (let i = 0; i < all.length; i++) {
      elements.push(all[i]);
      if (all[i].shadowRoot) collect(all[i].shadowRoot);
    }
  };
  if (container.shadowRoot) collect(container.shadowRoot);
  collect(container);
  const found = needles.map(() => false);
  const seen = new Map();
  for (const el of elements) {
    if (skip(el)) continue;
    const own = normText(el);
    for (let i = 0; i < needles.length; i++) {
      if (found[i] || !own.includes(needles[i])) continue;
      let inChild = false;
      for (let c = el.firstElementChild; c && !inChild; c = c.nextElementSibling)
        inChild = !skip(c) && normText(c).includes(needles[i]);
      if (!inChild && el.shadowRoot) inChild = normText(el.shadowRoot).includes(needles[i]);
      if (inChild) continue;
      let v = seen.get(el);
      if (v === undefined) { v = visible(el); seen.set(el, v); }
      if (v) found[i] = true;
    }
  }
  return found;
}
