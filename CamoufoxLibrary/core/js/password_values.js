els => {
  // The non-empty values of the password inputs (a plain array: no page built-ins).
  const values = [];
  for (let i = 0; i < els.length; i++) if (els[i].value) values.push(els[i].value);
  return values;
}
