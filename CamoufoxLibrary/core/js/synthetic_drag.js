(el, target) => {
  let source = el;
  while (source && !source.draggable) source = source.parentElement;
  const transfer = new DataTransfer();
  const centre = node => {
    const box = node.getBoundingClientRect();
    return {clientX: box.left + box.width / 2, clientY: box.top + box.height / 2};
  };
  const at = centre(target);
  const hit = target.ownerDocument.elementFromPoint(at.clientX, at.clientY);
  const over = hit && target.contains(hit) ? hit : target;
  const fire = (node, type, point) => node.dispatchEvent(new DragEvent(type, {
    bubbles: true, cancelable: true, composed: true, dataTransfer: transfer, ...point,
  }));
  if (!fire(source, "dragstart", centre(source))) return {started: false, dropped: false};
  fire(over, "dragenter", at);
  const accepted = !fire(over, "dragover", at);
  if (accepted) fire(over, "drop", at); else fire(over, "dragleave", at);
  fire(source, "dragend", at);
  return {started: true, dropped: accepted};
}
