el => {
  // The values of a <select>'s chosen options; an index loop (the page may have
  // replaced Array.from).
  const values = [];
  for (let i = 0; i < el.selectedOptions.length; i++) values.push(el.selectedOptions[i].value);
  return values;
}
