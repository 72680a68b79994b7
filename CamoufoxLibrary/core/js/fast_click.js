() => {
  // Whether the click actionable_point.js watched will load another document: a link the
  // page let go, a form the page let submit. Read once.
  const seen = document.__camoufoxClick;
  delete document.__camoufoxClick;
  if (!seen) return false;
  return seen.kind === "link" ? seen.clicked === true : seen.clicked === true && seen.submitted === true;
}
