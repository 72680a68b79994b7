(el, [type, init]) => {
  // A type the browser knows has an on<type> handler property; Playwright makes those
  // of their class. Any other type becomes a CustomEvent, so init's detail arrives.
  if (("on" + type) in el) return false;
  const options = { bubbles: true, cancelable: true, composed: true, ...init };
  el.dispatchEvent(new CustomEvent(type, options));
  return true;
}
