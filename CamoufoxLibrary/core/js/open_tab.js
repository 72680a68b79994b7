() => {
  // A new tab, opened by this page as a link with target=_blank and rel=noopener would
  // open it: no opener, no name, nothing of this page's storage (browser/newtabs.py).
  // False when the page's own window.open stands in for the browser's.
  const open = window.open;
  if (typeof open !== "function" || !/\[native code\]/.test(Function.prototype.toString.call(open))) {
    return false;
  }
  open.call(window, "about:blank", "_blank", "noopener");
  return true;
}
