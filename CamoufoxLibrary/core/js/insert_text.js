text => {
  // Inserts text at the caret of the focused text field or contenteditable element, as
  // an edit. Answers {frame: true} when the focus is inside an iframe (the caller goes
  // on in it), else {inserted, focus, takes}: `inserted` is the browser's own word that
  // the edit took; `focus` the tag of what has the focus (null: nothing); `takes`
  // whether that is a text field or contenteditable element.
  // Tag names, not the page's constructors (a page may replace them).
  let el = document.activeElement;
  while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
  const tag = el ? el.localName : null;
  if (tag === "iframe" || tag === "frame") return {frame: true};
  const field = tag === "input" || tag === "textarea";
  const takes = !!el && (field || el.isContentEditable);
  const inserted = takes && el.ownerDocument.execCommand("insertText", false, text);
  return {inserted, takes, focus: takes || (el && el !== el.ownerDocument.body) ? tag : null};
}
