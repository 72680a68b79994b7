() => {
  // Whether the click actionable_point.js watched will load another document: a link the
  // page let go, a form the page let submit. Read once.
  const seen = document.__camoufoxClick;
  // No note: this is another document already, the one the click loaded (measured: with
  // the page idle, the new document can answer before Playwright reports it).
  if (!seen) return true;
  delete document.__camoufoxClick;
  return seen.kind === "link" ? seen.clicked === true : seen.clicked === true && seen.submitted === true;
}
