el => {
  // The chosen options of a <select> (a label reads its control), in document order.
  const select = el.localName === "label" && el.control ? el.control : el;
  if (select.localName !== "select") return {tag: select.localName};
  return {options: Array.from(select.selectedOptions, o => ({value: o.value, label: o.label, index: o.index}))};
}
