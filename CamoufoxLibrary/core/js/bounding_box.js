el => {
  // The element's box in the top page's viewport (as Playwright's boundingBox()): its
  // client rect plus the offset of each iframe it is in. null without a box (display:
  // none, detached); whole: false when a cross-origin frame hides an offset.
  if (!el.isConnected || el.getClientRects().length === 0) return {box: null, whole: true};
  const rect = el.getBoundingClientRect();
  let x = rect.x, y = rect.y;
  let view = el.ownerDocument.defaultView;
  try {
    while (view && view !== view.parent) {
      const frame = view.frameElement;
      if (!frame) return {box: null, whole: false};
      const outer = frame.getBoundingClientRect();
      const style = frame.ownerDocument.defaultView.getComputedStyle(frame);
      x += outer.x + frame.clientLeft + parseFloat(style.paddingLeft);
      y += outer.y + frame.clientTop + parseFloat(style.paddingTop);
      view = view.parent;
    }
  } catch (error) {
    return {box: null, whole: false};
  }
  return {box: {x, y, width: rect.width, height: rect.height}, whole: true};
}
