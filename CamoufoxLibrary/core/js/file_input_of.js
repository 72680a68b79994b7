el => {
  const input = el instanceof HTMLLabelElement ? el.control : el;
  return input instanceof HTMLInputElement && input.type === "file" && !input.disabled
    ? input : null;
}
