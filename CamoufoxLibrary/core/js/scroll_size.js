el => {
  const box = el || document.scrollingElement || document.documentElement;
  return {width: box.scrollWidth, height: box.scrollHeight};
}
