el => {
  // A checkbox's or radio's checked state (a label reads its control, as in Playwright);
  // what the element is when it has none. aria-checked="mixed" reads as unchecked.
  const box = el.localName === "label" && el.control ? el.control : el;
  if (box.localName === "input" && ["checkbox", "radio"].includes(box.type)) return {checked: box.checked};
  const role = (box.getAttribute("role") || "").trim().split(/\s+/)[0];
  if (["checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio"].includes(role)) {
    return {checked: box.getAttribute("aria-checked") === "true"};
  }
  return {tag: box.localName, type: box.localName === "input" ? box.type : null, role: role || null};
}
