el => {
  // A label reads its control, as Playwright's inputValue() does.
  const field = el.localName === "label" && el.control ? el.control : el;
  if (["input", "textarea", "select"].includes(field.localName)) return {value: field.value};
  return {tag: field.localName};
}
