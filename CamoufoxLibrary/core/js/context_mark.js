token => {
  // A mark of this window for a moment, which page/clicks.py reads back through the door
  // to learn the page's WebDriver BiDi context; read_context_mark.js removes it.
  Object.defineProperty(window, Symbol.for("camoufox.context"), {value: token, configurable: true});
}
