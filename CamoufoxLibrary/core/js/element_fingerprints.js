(els, limit) => {
  // What healing remembers of an element (core/healing/): what it is, what it says and
  // where it stands, for the first `limit` matches, and how many there were. Attributes,
  // DOM walks and index loops only: the page may have replaced its built-ins.
  const norm = s => (s || "").replace(/[\u200b\u00ad]/g, "").replace(/\s+/g, " ").trim();
  const cut = (s, n) => { s = norm(s); return s.length <= n ? s : s.slice(0, n); };
  const attr = (el, name) => { const v = el.getAttribute(name); return v && v.trim() ? norm(v) : null; };
  const FIELDS = ["input", "textarea", "select", "meter", "output", "progress"];
  const BUTTONS = ["button", "submit", "reset", "image"];
  const inputType = el => (el.getAttribute("type") || "text").toLowerCase();
  const INPUT_ROLES = {button: "button", submit: "button", reset: "button", image: "button",
    checkbox: "checkbox", radio: "radio", range: "slider", number: "spinbutton"};
  const TAG_ROLES = {button: "button", textarea: "textbox", ul: "list", ol: "list", li: "listitem",
    nav: "navigation", main: "main", article: "article", aside: "complementary", table: "table",
    tr: "row", td: "cell", th: "columnheader", option: "option", dialog: "dialog", p: "paragraph",
    fieldset: "group", details: "group", progress: "progressbar", meter: "meter", output: "status",
    hr: "separator", dd: "definition", dt: "term", h1: "heading", h2: "heading", h3: "heading",
    h4: "heading", h5: "heading", h6: "heading"};
  // Roles whose name comes from their text (ARIA's "name from content").
  const FROM_CONTENT = ["button", "link", "heading", "option", "cell", "columnheader", "rowheader",
    "tab", "menuitem", "menuitemcheckbox", "menuitemradio", "treeitem", "switch", "checkbox", "radio",
    "tooltip", "gridcell", "row"];
  const textOf = el => {
    if (el.localName === "input" && BUTTONS.indexOf(inputType(el)) >= 0) return norm(el.value);
    return norm(el.textContent);
  };
  const labelsOf = el => {
    const found = [];
    const ids = (el.getAttribute("aria-labelledby") || "").split(/\s+/);
    for (let i = 0; i < ids.length; i++) {
      const other = ids[i] && el.ownerDocument.getElementById(ids[i]);
      if (other && textOf(other)) found.push(cut(textOf(other), 80));
    }
    if (found.length) return found;
    const aria = attr(el, "aria-label");
    if (aria) return [cut(aria, 80)];
    if (FIELDS.indexOf(el.localName) >= 0 || el.localName === "button") {
      const labels = el.labels || [];
      for (let i = 0; i < labels.length; i++) if (textOf(labels[i])) found.push(cut(textOf(labels[i]), 80));
    }
    return found;
  };
  const roleOf = el => {
    const explicit = (el.getAttribute("role") || "").trim().split(/\s+/)[0];
    if (explicit) return explicit.toLowerCase();
    const tag = el.localName;
    if (tag === "a" || tag === "area") return el.hasAttribute("href") ? "link" : null;
    if (tag === "input") {
      const type = inputType(el);
      if (type === "hidden") return null;
      if (type === "search") return el.hasAttribute("list") ? "combobox" : "searchbox";
      return INPUT_ROLES[type] || (el.hasAttribute("list") ? "combobox" : "textbox");
    }
    if (tag === "select") return el.multiple || el.size > 1 ? "listbox" : "combobox";
    if (tag === "img") return el.getAttribute("alt") === "" ? "presentation" : "img";
    if (tag === "form" || tag === "section") {
      return labelsOf(el).length ? (tag === "form" ? "form" : "region") : null;
    }
    return TAG_ROLES[tag] || null;
  };
  const nameOf = (el, role) => {
    const labels = labelsOf(el);
    if (labels.length) return labels.join(" ");
    const tag = el.localName;
    if (tag === "input" && BUTTONS.indexOf(inputType(el)) >= 0) {
      if (inputType(el) === "image") return attr(el, "alt") || "";
      return norm(el.value) || (inputType(el) === "reset" ? "Reset" : inputType(el) === "submit" ? "Submit" : "");
    }
    if (tag === "img" || tag === "area") return attr(el, "alt") || attr(el, "title") || "";
    if (tag === "fieldset" || tag === "table" || tag === "figure") {
      const caption = el.querySelector(tag === "fieldset" ? "legend" : tag === "table" ? "caption" : "figcaption");
      if (caption && textOf(caption)) return cut(textOf(caption), 80);
    }
    if (role && FROM_CONTENT.indexOf(role) >= 0 && textOf(el)) return cut(textOf(el), 80);
    return attr(el, "title") || (FIELDS.indexOf(tag) >= 0 ? attr(el, "placeholder") || "" : "");
  };
  // The text of the closest sibling that has one, when it is short (a label, a
  // caption); a long one (a whole form's) tells nothing: null.
  const SILENT = ["script", "style", "template", "noscript"];
  const neighbour = (el, step) => {
    for (let other = el[step]; other; other = other[step]) {
      if (SILENT.indexOf(other.localName) >= 0) continue;
      const text = textOf(other);
      if (text) return text.length <= 40 ? text : null;
    }
    return null;
  };
  const CONTAINERS = ["form", "fieldset", "section", "article", "aside", "nav", "dialog", "li", "tr",
    "header", "footer", "main", "table"];
  const containerOf = el => {
    for (let up = el.parentElement; up && up.localName !== "body"; up = up.parentElement) {
      const role = roleOf(up);
      if (CONTAINERS.indexOf(up.localName) < 0 && ["dialog", "form", "region", "group", "tabpanel"].indexOf(role) < 0) continue;
      let name = nameOf(up, role);
      if (!name && up.localName === "tr" && up.cells && up.cells.length) name = cut(textOf(up.cells[0]), 40);
      if (!name) { const heading = up.querySelector("h1, h2, h3, h4, h5, h6, legend, caption"); if (heading) name = cut(textOf(heading), 40); }
      return {tag: up.localName, role, name: name || ""};
    }
    return null;
  };
  // Tag names and :nth-of-type where a tag repeats, from <body> down (or from the top of
  // its shadow root, after its host's path: then no CSS selector, only an identity).
  const pathOf = el => {
    const steps = [];
    let e = el;
    while (e && e.nodeType === 1 && e.localName !== "html") {
      const parent = e.parentElement;
      let step = e.localName;
      const siblings = parent ? parent.children : e.parentNode ? e.parentNode.children : null;
      if (siblings) {
        let same = 0, index = 0;
        for (let i = 0; i < siblings.length; i++) {
          if (siblings[i].localName === e.localName) { same++; if (siblings[i] === e) index = same; }
        }
        if (same > 1) step += `:nth-of-type(${index})`;
      }
      steps.unshift(step);
      if (!parent) {
        const host = e.parentNode && e.parentNode.host;
        if (host) return {path: pathOf(host).path + " / " + steps.join(" > "), shadow: true};
        break;
      }
      e = parent;
    }
    return {path: steps.join(" > "), shadow: false};
  };
  const fingerprint = el => {
    const role = roleOf(el);
    const box = el.getBoundingClientRect();
    const where = pathOf(el);
    const tag = el.localName;
    const classes = [];
    const classList = (el.getAttribute("class") || "").split(/\s+/);
    for (let i = 0; i < classList.length; i++) if (classList[i]) classes.push(classList[i]);
    const field = tag === "input" || tag === "textarea";
    const content = FIELDS.indexOf(tag) >= 0 && !(tag === "input" && BUTTONS.indexOf(inputType(el)) >= 0) ? "" : textOf(el);
    return {
      tag,
      role,
      name: role ? nameOf(el, role) : "",
      text: content.length <= 80 ? content : "",
      id: attr(el, "id"),
      testid: attr(el, "data-testid"),
      name_attribute: attr(el, "name"),
      type: tag === "input" ? inputType(el) : tag === "button" ? (el.getAttribute("type") || "submit").toLowerCase() : null,
      classes,
      labels: labelsOf(el),
      placeholder: field ? attr(el, "placeholder") : null,
      alt: attr(el, "alt"),
      title: attr(el, "title"),
      neighbours: [neighbour(el, "previousElementSibling"), neighbour(el, "nextElementSibling")],
      container: containerOf(el),
      path: where.path,
      shadow: where.shadow,
      visible: box.width > 0 && box.height > 0,
    };
  };
  const found = [];
  for (let i = 0; i < els.length && i < limit; i++) found.push(fingerprint(els[i]));
  return {count: els.length, elements: found};
}
