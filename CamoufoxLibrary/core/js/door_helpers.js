selector => {
  // The elements the browser's own querySelectorAll finds for `selector` in the
  // document, as an array; null when one is also inside an open shadow root (where
  // Playwright's css engine looks too: its count is the one to trust then). Index loops
  // and no page constructor: in the page's own world the page may have replaced them.
  const list = document.querySelectorAll(selector);
  const walker = document.createTreeWalker(document.documentElement || document, 1);
  for (let node = walker.currentNode; node; node = walker.nextNode()) {
    if (node.shadowRoot && node.shadowRoot.querySelector(selector)) return null;
  }
  const found = [];
  for (let i = 0; i < list.length; i++) found[found.length] = list[i];
  return found;
}
