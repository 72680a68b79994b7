() => {
  // The focused iframe element of this document (insert_text.js said the focus is in one).
  let el = document.activeElement;
  while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
  return el;
}
