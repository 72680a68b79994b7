(el, init) => {
  const watch = el.__camoufoxDblclick;
  delete el.__camoufoxDblclick;
  if (watch) el.removeEventListener("dblclick", watch.listener, true);
  if (!watch || watch.seen) return false;
  const box = el.getBoundingClientRect();
  const x = box.left + box.width / 2, y = box.top + box.height / 2;
  const hit = el.ownerDocument.elementFromPoint(x, y);
  const node = hit && el.contains(hit) ? hit : el;
  node.dispatchEvent(new MouseEvent("dblclick", {
    bubbles: true, cancelable: true, composed: true, view: el.ownerDocument.defaultView,
    detail: 2, clientX: x, clientY: y, ...init,
  }));
  return true;
}
