(el, [how, x, y]) => {
  const box = el || document.scrollingElement || document.documentElement;
  box[how]({left: x, top: y, behavior: "instant"});
  return [box.scrollLeft, box.scrollTop];
}
