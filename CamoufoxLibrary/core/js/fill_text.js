(el, text) => {
  const TYPED = ["text", "search", "email", "url", "tel", "password", "number"];
  const input = el instanceof HTMLInputElement;
  if (!(el instanceof HTMLTextAreaElement) && !(input && TYPED.includes(el.type))) return "other";
  if (input && el.type === "number" && Number.isNaN(Number(text.trim()))) return "other";
  const box = el.getBoundingClientRect();
  const shown = box.width > 0 && box.height > 0 && getComputedStyle(el).visibility === "visible";
  if (!shown || el.matches(":disabled") || el.readOnly) return "not ready";
  el.focus();
  if (el.getRootNode().activeElement !== el) return "not ready";
  el.select();
  // Value sanitization strips line breaks from a single-line field, as Playwright's fill does.
  const value = input ? text.replace(/[\r\n]/g, "") : text;
  return el.ownerDocument.execCommand("insertText", false, value) ? "filled" : "other";
}
