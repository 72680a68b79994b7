async (el, needs) => {
  // What keeps `el` from the states an action waits for (Playwright's actionability:
  // visible, enabled, editable, stable, receives events), once its wait timed out.
  // Each fact says what causes it, so the error can name it. Runs on pages that may
  // have replaced DOM built-ins: for-index loops, localName and getAttribute, the
  // window's getComputedStyle, no page constructors, no Array.from or JSON.
  const view = el.ownerDocument.defaultView;
  const need = {};
  for (let i = 0; i < needs.length; i++) need[needs[i]] = true;
  const attr = (node, name) => node.getAttribute(name);
  const describe = (node) => {
    let text = "<" + node.localName;
    const id = attr(node, "id");
    const cls = (attr(node, "class") || "").trim();
    if (id) text += ' id="' + id.slice(0, 40) + '"';
    if (cls) text += ' class="' + cls.split(/\s+/).slice(0, 3).join(" ").slice(0, 60) + '"';
    if (!id && !cls) {
      const names = ["name", "role", "aria-label", "type"];
      for (let i = 0; i < names.length; i++) {
        const value = attr(node, names[i]);
        if (value) { text += " " + names[i] + '="' + value.slice(0, 40) + '"'; break; }
      }
    }
    text += ">";
    if (!id && !cls) {
      const words = (node.textContent || "").trim().replace(/\s+/g, " ");
      if (words) text += ' "' + (words.length > 30 ? words.slice(0, 30) + "..." : words) + '"';
    }
    return text;
  };
  // The parent in the flat tree: through slots and out of shadow roots.
  const parentOf = (node) => {
    if (node.assignedSlot) return node.assignedSlot;
    if (node.parentElement) return node.parentElement;
    const root = node.parentNode;
    return root && root.host ? root.host : null;
  };
  const style = (node) => view.getComputedStyle(node);
  const whose = (node) => (node === el ? "itself" : describe(node));

  const hiddenBy = () => {
    for (let node = el; node; node = parentOf(node)) {
      if (style(node).display === "none") return {by: "display:none", on: whose(node)};
    }
    const visibility = style(el).visibility;
    if (visibility !== "visible") {
      // Where it was set: the highest ancestor that still has the same visibility.
      let origin = el;
      for (let up = parentOf(el); up && style(up).visibility === visibility; up = parentOf(up)) {
        origin = up;
      }
      return {by: "visibility:" + visibility, on: whose(origin)};
    }
    const box = el.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) {
      return {by: "zero size (" + Math.round(box.width) + "x" + Math.round(box.height) + " px)", on: null};
    }
    if (typeof el.checkVisibility === "function" && !el.checkVisibility()) {
      return {by: "hidden by an ancestor (content-visibility or a closed <details>)", on: null};
    }
    return null;
  };

  const NATIVE = {button: 1, input: 1, select: 1, textarea: 1, option: 1, optgroup: 1};
  const disabledBy = () => {
    if (NATIVE[el.localName] && el.hasAttribute("disabled")) return "its disabled attribute";
    for (let node = parentOf(el); node; node = parentOf(node)) {
      if (NATIVE[el.localName] && node.localName === "fieldset" && node.hasAttribute("disabled")) {
        // The first <legend> of a disabled fieldset stays enabled.
        let legend = null;
        for (let i = 0; i < node.children.length; i++) {
          if (node.children[i].localName === "legend") { legend = node.children[i]; break; }
        }
        if (!legend || !legend.contains(el)) return "the disabled " + describe(node) + " around it";
      }
    }
    for (let node = el; node; node = parentOf(node)) {
      if (attr(node, "aria-disabled") === "true") return 'aria-disabled="true" on ' + whose(node);
    }
    return null;
  };
  const readonlyBy = () => {
    const name = el.localName;
    if ((name === "input" || name === "textarea") && el.hasAttribute("readonly")) {
      return "its readonly attribute";
    }
    if (attr(el, "aria-readonly") === "true") return 'aria-readonly="true"';
    if (name !== "input" && name !== "textarea" && name !== "select" && attr(el, "contenteditable") === "false") {
      return 'contenteditable="false"';
    }
    return null;
  };
  const moving = async () => {
    const frame = () => new Promise((done) => {
      const late = setTimeout(done, 100);  // a page that paints no frames still answers
      view.requestAnimationFrame(() => { clearTimeout(late); done(); });
    });
    const at = () => {
      const r = el.getBoundingClientRect();
      return r.x + "," + r.y + "," + r.width + "," + r.height;
    };
    const before = at();
    await frame();
    const between = at();
    await frame();
    return !(before === between && between === at());
  };
  // What gets the pointer at the element's centre, when that is not it or inside it.
  const coveredBy = () => {
    let box = el.getBoundingClientRect();
    const outside = (b) => b.x + b.width / 2 < 0 || b.y + b.height / 2 < 0 ||
      b.x + b.width / 2 >= view.innerWidth || b.y + b.height / 2 >= view.innerHeight;
    if (outside(box)) {
      el.scrollIntoView({block: "center", inline: "center", behavior: "instant"});
      box = el.getBoundingClientRect();
      if (outside(box)) return null;
    }
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    let hit = el.ownerDocument.elementFromPoint(x, y);
    // Into open shadow roots, as the pointer goes.
    while (hit && hit.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    if (!hit) return null;
    for (let node = hit; node; node = parentOf(node)) {
      if (node === el) return null;
    }
    return {cover: describe(hit), point: [Math.round(x), Math.round(y)]};
  };

  const facts = {connected: el.isConnected};
  if (!facts.connected) return facts;
  if (need.visible) facts.hidden = hiddenBy();
  if (facts.hidden) return facts;
  if (need.enabled || need.editable) facts.disabled = disabledBy();
  if (need.editable) facts.readonly = readonlyBy();
  if (need.stable) facts.moving = await moving();
  if (need["receives events"] && !facts.moving) facts.covered = coveredBy();
  return facts;
}
