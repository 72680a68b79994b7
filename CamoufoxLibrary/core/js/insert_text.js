text => {
  let el = document.activeElement;
  while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
  if (el instanceof HTMLIFrameElement || el instanceof HTMLFrameElement) return el;
  const field = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
  if (el && (field || el.isContentEditable)) el.ownerDocument.execCommand("insertText", false, text);
  return null;
}
