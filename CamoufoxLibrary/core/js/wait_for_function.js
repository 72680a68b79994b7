async (predicate, {timeout, polling}) => {
  // Calls `predicate` (it gives the function, or the expression's value) until what it
  // gives is truthy or `timeout` ms have passed: every animation frame when `polling`
  // is null, else every `polling` ms. Resolves {held, value} with the last value.
  const end = performance.now() + timeout;
  const call = async () => {
    const value = predicate();
    return typeof value === "function" ? await value() : await value;
  };
  const next = () => new Promise((done) => {
    const left = Math.max(0, end - performance.now());
    // A page that paints no frames (hidden) is still asked, every 100 ms.
    const late = setTimeout(done, Math.min(polling ?? 100, left));
    if (polling === null) requestAnimationFrame(() => { clearTimeout(late); done(); });
  });
  let value = await call();
  while (!value && performance.now() < end) {
    await next();
    value = await call();
  }
  return {held: !!value, value};
}
