el => {
  // Every option of a <select> (a label reads its control), in document order: its
  // label, value, index, whether it is chosen and whether it is disabled (itself or by
  // its <optgroup>), and the label of its group (null outside one). An index loop: the
  // page may have replaced Array.from.
  const select = el.localName === "label" && el.control ? el.control : el;
  if (select.localName !== "select") {
    return {tag: select.localName, type: select.localName === "input" ? select.type : null,
      role: select.getAttribute("role")};
  }
  const options = [];
  for (let i = 0; i < select.options.length; i++) {
    const o = select.options[i];
    const group = o.parentElement && o.parentElement.localName === "optgroup" ? o.parentElement : null;
    options.push({
      label: o.label,
      value: o.value,
      index: o.index,
      selected: o.selected,
      disabled: o.disabled || (group !== null && group.disabled),
      group: group === null ? null : group.label,
    });
  }
  return {options};
}
