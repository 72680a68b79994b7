el => {
  // An index loop: the page may have replaced Array.from.
  const names = [];
  for (let i = 0; i < el.classList.length; i++) names.push(el.classList[i]);
  return names;
}
