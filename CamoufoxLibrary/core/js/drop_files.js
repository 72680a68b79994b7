(element, files) => {
  // Drops `files` ({name, mime, base64} each) on `element` as a person's drag from the
  // desktop does: dragenter, dragover, then drop (or dragleave when the element does
  // not take drops: its dragover was not cancelled), each a DragEvent whose
  // dataTransfer holds real File objects, at the element's centre. The events are
  // synthetic (isTrusted false).
  const transfer = new DataTransfer();
  for (let f = 0; f < files.length; f++) {
    const raw = atob(files[f].base64);
    const bytes = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) {
      bytes[i] = raw.charCodeAt(i);
    }
    transfer.items.add(new File([bytes], files[f].name, { type: files[f].mime }));
  }
  const box = element.getBoundingClientRect();
  const init = {
    bubbles: true,
    cancelable: true,
    composed: true,
    dataTransfer: transfer,
    clientX: box.left + box.width / 2,
    clientY: box.top + box.height / 2,
  };
  const cancelled = (type) => !element.dispatchEvent(new DragEvent(type, init));
  cancelled("dragenter");
  if (!cancelled("dragover")) {
    cancelled("dragleave");
    return { accepted: false, handled: false };
  }
  return { accepted: true, handled: cancelled("drop") };
}
