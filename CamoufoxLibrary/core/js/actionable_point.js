async (els, need, states) => {
  // The fast path of an action (core/page/fastpath.py): Playwright's actionability
  // checks, in one evaluation, for the one element a selector matched. It answers
  // {count, file_input, point: {x, y}} (where to act, in the viewport) when every check
  // holds, else {count, file_input, fallback: why}: then Playwright's own action runs,
  // which waits and reports as it always did. `need`: {visible, enabled, stable, hit,
  // follow} (booleans) and `frames`: the milliseconds one animation frame is waited for
  // before giving up on stability; `states`: element_states.js, whose visible and
  // enabled are Playwright's.
  // Attributes, DOM walks and index loops only: the page may have replaced built-ins.
  if (els.length !== 1) return {count: els.length, fallback: els.length ? "several elements" : "no element"};
  const node = els[0];
  // Whether a click here is on a file input (or its label): the caller then looks for the
  // chooser it opens, as file_input_of.js tells the slow path.
  const input = node.localName === "label" ? node.control : node;
  const fileInput = !!input && input.localName === "input" && input.type === "file" && !input.disabled;
  const fallback = why => ({count: 1, file_input: fileInput, fallback: why});
  if (!node.isConnected) return fallback("not connected");
  const doc = node.ownerDocument;
  const view = doc.defaultView;
  if (view !== view.top) return fallback("in a frame");
  const parentOf = n => n.assignedSlot || n.parentElement || (n.parentNode && n.parentNode.host) || null;
  const closest = (from, test) => {
    for (let n = from; n; n = n.parentElement) if (test(n)) return n;
    return null;
  };
  const role = n => (n.getAttribute("role") || "").trim().split(/\s+/)[0];
  const isField = n => ["input", "textarea", "select"].indexOf(n.localName) >= 0 || n.isContentEditable;
  // Playwright's retarget: "follow-label" for states, "button-link" for the hit target.
  const retarget = behavior => {
    let el = node;
    if (!isField(el)) {
      const kinds = behavior === "button-link" ? ["button", "link"] : ["button", "checkbox", "radio"];
      const tags = behavior === "button-link" ? ["button", "a"] : ["button"];
      el = closest(el, n => tags.indexOf(n.localName) >= 0 || kinds.indexOf(role(n)) >= 0) || el;
    }
    if (behavior === "follow-label" && !isField(el)
        && ["a", "button"].indexOf(el.localName) < 0 && ["link", "button", "checkbox", "radio"].indexOf(role(el)) < 0) {
      const label = closest(el, n => n.localName === "label");
      if (label && label.control) el = label.control;
    }
    return el;
  };
  if (need.visible && states(node).indexOf("visible") < 0) return fallback("not visible");
  if (need.enabled && states(retarget("follow-label")).indexOf("disabled") >= 0) return fallback("disabled");
  if (need.stable) {
    // The same box over two animation frames; a page that paints none (hidden, in the
    // background) cannot say: Playwright's action decides.
    const frame = () => new Promise(done => {
      const late = setTimeout(() => done(false), need.frames);
      view.requestAnimationFrame(() => { clearTimeout(late); done(true); });
    });
    const box = () => {
      const r = node.getBoundingClientRect();
      return r.top + "," + r.left + "," + r.width + "," + r.height;
    };
    const before = box();
    if (!await frame()) return fallback("no animation frames");
    const between = box();
    if (!await frame()) return fallback("no animation frames");
    if (before !== between || between !== box()) return fallback("moving");
    if (!node.isConnected) return fallback("not connected");
  }
  // Into view as Playwright's protocol scroll does: only when it is not all in view.
  const inView = r => r.top >= 0 && r.left >= 0 && r.bottom <= view.innerHeight && r.right <= view.innerWidth;
  if (!inView(node.getBoundingClientRect())) {
    node.scrollIntoView({block: "end", inline: "end", behavior: "instant"});
  }
  // The centre of its first box with an area, inside the viewport.
  const rects = node.getClientRects();
  let point = null;
  for (let i = 0; i < rects.length && !point; i++) {
    const r = rects[i];
    const left = Math.max(r.left, 0), top = Math.max(r.top, 0);
    const right = Math.min(r.right, view.innerWidth), bottom = Math.min(r.bottom, view.innerHeight);
    if (right - left >= 1 && bottom - top >= 1) point = {x: (left + right) / 2, y: (top + bottom) / 2};
  }
  if (!point) return fallback("outside the viewport");
  if (need.hit) {
    const target = retarget("button-link");
    let hit = doc.elementFromPoint(point.x, point.y);
    while (hit && hit.shadowRoot) {  // into open shadow roots, as the pointer goes
      const inner = hit.shadowRoot.elementFromPoint(point.x, point.y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    let on = false;
    for (let n = hit; n && !on; n = parentOf(n)) on = n === target;
    if (!on) return fallback("covered");
  }
  // A click that will load another document here (a link, a form's submit control, not
  // into another window): its caller waits for that as Playwright's click does. Whether
  // the page prevents it is known only once the click is dispatched: the last listeners
  // of the window note it, for the caller's next look (fast_click.js).
  let navigates = null;
  if (need.follow) {
    const target = retarget("button-link");
    const elsewhere = t => !!t && !["", "_self", "_top", "_parent"].includes(t.toLowerCase());
    const href = target.getAttribute("href");
    if ((target.localName === "a" || target.localName === "area") && href !== null
        && !/^\s*(#|javascript:)/i.test(href) && !target.hasAttribute("download")
        && !elsewhere(target.getAttribute("target"))) {
      navigates = "link";
    } else if (target.form && (target.type === "submit" || target.type === "image")
        && ["button", "input"].includes(target.localName)
        && !elsewhere(target.getAttribute("formtarget") || target.form.getAttribute("target"))) {
      navigates = "submit";
    }
    if (navigates) {
      const seen = {kind: navigates, clicked: null, submitted: null};
      doc.__camoufoxClick = seen;
      view.addEventListener("click", e => { seen.clicked = !e.defaultPrevented; }, {once: true});
      if (navigates === "submit") {
        view.addEventListener("submit", e => { seen.submitted = !e.defaultPrevented; }, {once: true});
      }
    }
  }
  return {count: 1, file_input: fileInput, point, navigates};
}
