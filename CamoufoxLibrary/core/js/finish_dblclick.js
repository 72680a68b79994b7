(el, init) => {
  // After two single clicks that got no trusted dblclick (watch_dblclick.js), one at the
  // element's centre: true; false when a trusted one came (or nothing was watched);
  // "undispatched" when the page's world could make none (its event constructors replaced).
  const watch = el.__camoufoxDblclick;
  delete el.__camoufoxDblclick;
  if (watch) el.removeEventListener("dblclick", watch.listener, true);
  if (!watch || watch.seen) return false;
  const view = el.ownerDocument.defaultView;
  const box = el.getBoundingClientRect();
  const x = box.left + box.width / 2, y = box.top + box.height / 2;
  let node = el;
  try {
    const hit = el.ownerDocument.elementFromPoint(x, y);
    if (hit && el.contains(hit)) node = hit;
  } catch (error) {}  // a polyfill's wrapper for the hit: the element itself then
  let event = new MouseEvent("dblclick", {
    bubbles: true, cancelable: true, composed: true, view, detail: 2, clientX: x, clientY: y, ...init,
  });
  // webcomponents.js 0.5 (Polymer 0.5 apps) makes MouseEvent its wrapper's: the event
  // behind it is the browser's.
  const polyfill = view.ShadowDOMPolyfill;
  if (polyfill && typeof polyfill.unwrap === "function") {
    try { event = polyfill.unwrap(event); } catch (error) {}
  }
  try {
    node.dispatchEvent(event);
  } catch (error) {
    return "undispatched";
  }
  return true;
}
