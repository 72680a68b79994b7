() => {
  // The mark context_mark.js left on this window (then removed), or null.
  const key = Symbol.for("camoufox.context");
  const mark = Object.getOwnPropertyDescriptor(window, key);
  if (!mark) return null;
  delete window[key];
  return mark.value;
}
