(el, name) => {
  // One computed property, or all of them; unknown names are told apart from empty values.
  const style = getComputedStyle(el);
  if (name !== null) {
    if (!name.startsWith("--") && !CSS.supports(name, "initial")) return {unknown: true};
    return {value: style.getPropertyValue(name)};
  }
  const all = {};
  for (let i = 0; i < style.length; i++) all[style[i]] = style.getPropertyValue(style[i]);
  return {value: all};
}
