el => {
  // Watches the click about to land on `el`: whether its press reached `el`, and whether
  // a click event did. A press on `el` and no click means the release landed on
  // something that came in between (an overlay that appeared mid-click).
  const watch = {pressed: false, clicked: false};
  const within = event => {
    for (let node = event.target; node; node = node.parentNode || node.host) if (node === el) return true;
    return false;
  };
  watch.down = event => { if (within(event)) watch.pressed = true; };
  watch.click = event => { if (within(event)) watch.clicked = true; };
  window.addEventListener("mousedown", watch.down, true);
  window.addEventListener("click", watch.click, true);
  document.__camoufoxClickWatch = watch;
}
