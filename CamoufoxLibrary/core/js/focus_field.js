el => {
  const box = el.getBoundingClientRect();
  if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility !== "visible") return "hidden";
  if (el.readOnly === true || el.disabled === true) return "locked";
  el.focus();
  const active = el.getRootNode().activeElement;
  return active && (active === el || el.contains(active)) ? "focused" : "unfocused";
}
