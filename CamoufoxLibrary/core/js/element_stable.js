async (el) => {
  // Playwright's sense of stable: the same bounding box over two animation frames.
  const frame = () => new Promise((done) => {
    // A page that paints no frames (hidden) still answers, a little later.
    const late = setTimeout(done, 100);
    requestAnimationFrame(() => { clearTimeout(late); done(); });
  });
  const box = () => {
    const r = el.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height].join();
  };
  const before = box();
  await frame();
  const between = box();
  await frame();
  return el.isConnected && before === between && between === box() ? "stable" : "moving";
}
