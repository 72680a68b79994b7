el => {
  for (let node = el; node; node = node.parentElement) { if (node.draggable) return true; }
  return false;
}
