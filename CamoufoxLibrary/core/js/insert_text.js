text => {
  // Tag names, not the page's constructors (a page may replace them).
  let el = document.activeElement;
  while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
  const tag = el ? el.localName : null;
  if (tag === "iframe" || tag === "frame") return el;
  const field = tag === "input" || tag === "textarea";
  if (el && (field || el.isContentEditable)) el.ownerDocument.execCommand("insertText", false, text);
  return null;
}
