el => {
  const box = el.getBoundingClientRect();
  const view = el.ownerDocument.defaultView;
  return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0
    && box.top < view.innerHeight && box.left < view.innerWidth;
}
