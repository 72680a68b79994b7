el => {
  // A <table> as a grid: its own rows (table.rows: <thead>'s first, <tfoot>'s last,
  // never a nested table's), each a list of cell numbers, one per column the cell
  // covers (colspan, and rowspan within its section), and each cell's text. Header
  // rows: those of <thead>, or without one the leading rows made only of <th>.
  // Index loops: the page may have replaced Array.from.
  if (el.localName !== "table") {
    return {tag: el.localName, type: el.localName === "input" ? el.type : null,
      role: el.getAttribute("role")};
  }
  const rows = el.rows;
  const grid = [];
  const texts = [];
  const sections = [];
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    const parent = row.parentElement.localName;
    sections.push(parent === "thead" ? "head" : parent === "tfoot" ? "foot" : "body");
    if (!grid[r]) grid[r] = [];
    let column = 0;
    for (let k = 0; k < row.cells.length; k++) {
      const cell = row.cells[k];
      while (grid[r][column] !== undefined) column++;
      const id = texts.length;
      const text = typeof cell.innerText === "string" ? cell.innerText : cell.textContent || "";
      texts.push({text, th: cell.localName === "th"});
      // Spans as the HTML table model caps them; rowspan=0 reaches the section's end.
      const across = Math.min(Math.max(cell.colSpan || 1, 1), 1000);
      let down = cell.rowSpan === 0 ? rows.length : Math.min(Math.max(cell.rowSpan || 1, 1), 65534);
      for (let d = 0; d < down && r + d < rows.length; d++) {
        if (d > 0 && rows[r + d].parentElement !== row.parentElement) break;
        if (!grid[r + d]) grid[r + d] = [];
        for (let a = 0; a < across; a++) grid[r + d][column + a] = id;
      }
      column += across;
    }
  }
  const found = [];
  for (let r = 0; r < rows.length; r++) {
    const cells = [];
    for (let c = 0; c < grid[r].length; c++) cells.push(grid[r][c] === undefined ? -1 : grid[r][c]);
    found.push({section: sections[r], cells});
  }
  return {rows: found, cells: texts};
}
