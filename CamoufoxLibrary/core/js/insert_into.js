(el, text) => {
  // Inserts `text` into the editor field `el` (a contenteditable element, or a code
  // editor's hidden textarea) as typing does: execCommand("insertText"), one trusted
  // input event. editors.py focused `el` and pressed select-all first. Answers
  // {inserted, moved, focus, holds}: `inserted` is the browser's own word that the edit
  // took; `moved` that the focus left `el` before (nothing is inserted then), `focus`
  // the tag of what has it (null: nothing); `holds` a contenteditable element's text
  // when nothing was inserted.
  // A window without the focus leaves the selection outside `el` (focus() cannot place
  // it there, select-all selects the page): its contents are then selected, as
  // select-all in it would have, and inserted into once more.
  const doc = el.ownerDocument;
  let active = el.getRootNode().activeElement;
  while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
  const holds = () => (el.isContentEditable ? el.innerText : null);
  if (!active || (active !== el && !el.contains(active))) {
    const focus = active && active !== doc.body ? active.localName : null;
    return {inserted: false, moved: true, focus, holds: holds()};
  }
  let inserted = doc.execCommand("insertText", false, text);
  if (!inserted && el.isContentEditable) {
    const selection = doc.getSelection();
    const range = doc.createRange();
    range.selectNodeContents(el);
    selection.removeAllRanges();
    selection.addRange(range);
    inserted = doc.execCommand("insertText", false, text);
  }
  return {inserted, moved: false, focus: null, holds: inserted ? null : holds()};
}
