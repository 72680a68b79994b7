el => {
  // The chosen options of a <select> (a label reads its control), in document order.
  // An index loop: the page may have replaced Array.from.
  const select = el.localName === "label" && el.control ? el.control : el;
  if (select.localName !== "select") return {tag: select.localName};
  const options = [];
  for (let i = 0; i < select.selectedOptions.length; i++) {
    const o = select.selectedOptions[i];
    options.push({value: o.value, label: o.label, index: o.index});
  }
  return {options};
}
