el => {
  const info = {
    tag: el.tagName.toLowerCase(),
    type: el instanceof HTMLInputElement ? el.type : null,
    role: el.getAttribute("role"),
    editable: el.isContentEditable,
    multiple: !!el.multiple,
    checked: "checked" in el && typeof el.checked === "boolean"
      ? el.checked : el.getAttribute("aria-checked") === "true",
  };
  if (el instanceof HTMLSelectElement) {
    info.options = Array.from(el.options).map(o => ({value: o.value, label: o.label, disabled: o.disabled}));
  }
  if (info.type === "range") {
    info.min = el.min === "" ? 0 : Number(el.min);
    info.max = el.max === "" ? 100 : Number(el.max);
    info.step = el.step === "" ? 1 : el.step;
  }
  return info;
}
