el => {
  // Tag names and index loops, not page constructors or Array.from: the page may have
  // replaced them (see docs/engine-notes.md, "Page globals").
  const tag = el.localName;
  const info = {
    tag,
    type: tag === "input" ? el.type : null,
    role: el.getAttribute("role"),
    editable: el.isContentEditable,
    multiple: !!el.multiple,
    checked: "checked" in el && typeof el.checked === "boolean"
      ? el.checked : el.getAttribute("aria-checked") === "true",
  };
  if (tag === "select") {
    info.options = [];
    for (let i = 0; i < el.options.length; i++) {
      const o = el.options[i];
      info.options.push({value: o.value, label: o.label, disabled: o.disabled});
    }
  }
  if (info.type === "range") {
    info.min = el.min === "" ? 0 : Number(el.min);
    info.max = el.max === "" ? 100 : Number(el.max);
    info.step = el.step === "" ? 1 : el.step;
  }
  return info;
}
