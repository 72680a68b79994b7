(el, text) => {
  // Tag names and attributes, not the page's constructors or Element.prototype.matches
  // (a page may replace them).
  const TYPED = ["text", "search", "email", "url", "tel", "password", "number"];
  const input = el.localName === "input";
  if (el.localName !== "textarea" && !(input && TYPED.includes(el.type))) return "other";
  if (input && el.type === "number" && Number.isNaN(Number(text.trim()))) return "other";
  const box = el.getBoundingClientRect();
  const shown = box.width > 0 && box.height > 0 && getComputedStyle(el).visibility === "visible";
  // :disabled: the attribute, or a disabled <fieldset> around it outside its first <legend>.
  let disabled = el.hasAttribute("disabled");
  for (let f = el.parentElement; f && !disabled; f = f.parentElement) {
    if (f.localName !== "fieldset" || !f.hasAttribute("disabled")) continue;
    let legend = f.firstElementChild;
    while (legend && legend.localName !== "legend") legend = legend.nextElementSibling;
    disabled = !legend || !legend.contains(el);
  }
  if (!shown || disabled || el.readOnly) return "not ready";
  el.focus();
  if (el.getRootNode().activeElement !== el) return "not ready";
  el.select();
  // Value sanitization strips line breaks from a single-line field, as Playwright's fill does.
  const value = input ? text.replace(/[\r\n]/g, "") : text;
  return el.ownerDocument.execCommand("insertText", false, value) ? "filled" : "other";
}
