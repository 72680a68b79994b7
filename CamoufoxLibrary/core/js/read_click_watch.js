() => {
  // What watch_click.js saw, once ({pressed, clicked}); null when nothing was watched.
  const watch = document.__camoufoxClickWatch;
  delete document.__camoufoxClickWatch;
  if (!watch) return null;
  window.removeEventListener("mousedown", watch.down, true);
  window.removeEventListener("click", watch.click, true);
  return {pressed: watch.pressed, clicked: watch.clicked};
}
