(els, unique) => {
  // What Get Elements says of each match: a selector naming it alone where one is at
  // hand (its id, else its data-testid, when no other element of the document or of
  // an open shadow root has it), else null (the caller numbers it with nth=); its tag
  // and the start of its text. Index loops and a plain object: the page may have
  // replaced Array.from and Map.
  const SIMPLE = /^[A-Za-z_][A-Za-z0-9_.:-]*$/;
  const counts = {id: {}, "data-testid": {}};
  if (unique && els.length) {
    const roots = [els[0].ownerDocument];
    for (let r = 0; r < roots.length; r++) {
      const all = roots[r].querySelectorAll("*");
      for (let i = 0; i < all.length; i++) {
        if (all[i].shadowRoot) roots.push(all[i].shadowRoot);
        for (const name of ["id", "data-testid"]) {
          const value = all[i].getAttribute(name);
          if (value) counts[name]["=" + value] = (counts[name]["=" + value] || 0) + 1;
        }
      }
    }
  }
  const named = el => {
    if (!unique) return null;
    for (const name of ["id", "data-testid"]) {
      const value = el.getAttribute(name);
      if (value && SIMPLE.test(value) && counts[name]["=" + value] === 1) return `${name}=${value}`;
    }
    return null;
  };
  const found = [];
  for (let i = 0; i < els.length; i++) {
    const el = els[i];
    const text = typeof el.innerText === "string" ? el.innerText : el.textContent || "";
    found.push({unique: named(el), tag: el.localName, text: text.replace(/\s+/g, " ").trim().slice(0, 80)});
  }
  return found;
}
