el => {
  // Tag names and index loops, not page constructors or Array.from: the page may have
  // replaced them (see docs/engine-notes.md, "Page globals").
  const tag = el.localName;
  // A field the page keeps out of sight, its text drawn elsewhere (CodeMirror 5, Monaco
  // and Ace take the keys in such a textarea): smaller than 4px, transparent, or inside
  // a clipping box smaller than that. An unrendered one (no box) is none: it is waited for.
  const hidden = field => {
    const box = field.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    if (box.width < 4 || box.height < 4 || getComputedStyle(field).opacity === "0") return true;
    for (let up = field.parentElement; up; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (!["hidden", "clip"].includes(style.overflowX) && !["hidden", "clip"].includes(style.overflowY)) continue;
      const clip = up.getBoundingClientRect();
      if (clip.width < 4 || clip.height < 4) return true;
    }
    return false;
  };
  const field = tag === "input" || tag === "textarea";
  const typed = tag === "textarea"
    || (tag === "input" && ["text", "search", "email", "url", "tel", "password", "number"].includes(el.type));
  const info = {
    tag,
    type: tag === "input" ? el.type : null,
    role: el.getAttribute("role"),
    editable: el.isContentEditable,
    multiple: !!el.multiple,
    checked: "checked" in el && typeof el.checked === "boolean"
      ? el.checked : el.getAttribute("aria-checked") === "true",
  };
  // How text reaches it when it is no plain field: "contenteditable", or "hidden" (above).
  info.editor = el.isContentEditable ? "contenteditable" : typed && hidden(el) ? "hidden" : null;
  // For an element that is no field: the first text field inside it (an editor's), or null.
  if (!field && !el.isContentEditable) {
    const inner = el.querySelector("textarea, [contenteditable]:not([contenteditable=false]), input:not("
      + ["checkbox", "radio", "file", "button", "submit", "reset", "image", "hidden", "range", "color"]
        .map(type => `[type=${type} i]`).join(",") + ")");
    info.holds = inner && (inner.isContentEditable ? "a contenteditable element"
      : inner.localName === "input" ? `an <input type=${inner.type}>` : "a <textarea>");
  }
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
