el => {
  // Tag names, not the page's HTMLInputElement (a page may replace it).
  const input = el.localName === "label" ? el.control : el;
  return input && input.localName === "input" && input.type === "file" && !input.disabled
    ? input : null;
}
