async (el, state) => {
  // The element's state on the axis of `state`, in ElementState's words, as
  // Playwright's actionability checks see it; {error} where the state does not apply.
  const textNodeVisible = (node) => {
    const range = node.ownerDocument.createRange();
    range.selectNode(node);
    const r = range.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const visible = (e) => {
    const style = getComputedStyle(e);
    if (style.display === "contents") {
      for (let c = e.firstChild; c; c = c.nextSibling) {
        if (c.nodeType === 1 && visible(c)) return true;
        if (c.nodeType === 3 && textNodeVisible(c)) return true;
      }
      return false;
    }
    if (e.checkVisibility && !e.checkVisibility()) return false;
    if (style.visibility !== "visible") return false;
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const role = el.getAttribute("role");
  const native = ["INPUT", "TEXTAREA", "SELECT"].includes(el.nodeName);
  const disabled = () => {
    if (el.matches(":disabled")) return true;  // the attribute, a disabled fieldset or optgroup
    const marked = el.closest("[aria-disabled]");
    return marked !== null && marked.getAttribute("aria-disabled").toLowerCase() === "true";
  };
  const frame = () => new Promise((done) => {
    // A page that paints no frames (hidden) still answers, a little later.
    const late = setTimeout(done, 100);
    requestAnimationFrame(() => { clearTimeout(late); done(); });
  });
  const box = () => {
    const r = el.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height].join();
  };
  switch (state) {
    case "attached":
    case "detached":
      return "attached";
    case "visible":
    case "hidden":
      return visible(el) ? "visible" : "hidden";
    case "enabled":
    case "disabled":
      return disabled() ? "disabled" : "enabled";
    case "editable":
    case "readonly": {
      const readonlyRoles = ["checkbox", "combobox", "grid", "gridcell", "listbox", "radiogroup",
        "slider", "spinbutton", "textbox", "columnheader", "rowheader", "searchbox", "switch",
        "treegrid"];
      let readonly;
      if (native) readonly = el.hasAttribute("readonly");
      else if (readonlyRoles.includes(role)) readonly = el.getAttribute("aria-readonly") === "true";
      else if (el.isContentEditable) readonly = false;
      else return {error: "is not an <input>, <textarea>, <select> or [contenteditable] and has no role that can be read-only"};
      if (disabled()) return "disabled";
      return readonly ? "readonly" : "editable";
    }
    case "checked":
    case "unchecked": {
      if (el.nodeName === "INPUT" && ["checkbox", "radio"].includes(el.type)) {
        return el.checked ? "checked" : "unchecked";
      }
      const checkedRoles = ["checkbox", "menuitemcheckbox", "option", "radio", "switch",
        "menuitemradio", "treeitem"];
      if (checkedRoles.includes(role)) {
        return el.getAttribute("aria-checked") === "true" ? "checked" : "unchecked";
      }
      return {error: "is not a checkbox or radio button and has no role that can be checked"};
    }
    case "focused":
      return el.getRootNode().activeElement === el ? "focused" : "not focused";
    case "selected": {
      if (el.nodeName === "OPTION") return el.selected ? "selected" : "not selected";
      const selectedRoles = ["gridcell", "option", "row", "tab", "rowheader", "columnheader",
        "treeitem"];
      const marked = selectedRoles.includes(role) && el.getAttribute("aria-selected") === "true";
      return marked ? "selected" : "not selected";
    }
    case "stable": {
      // Playwright's sense: the same bounding box over two animation frames.
      const before = box();
      await frame();
      const between = box();
      await frame();
      return el.isConnected && before === between && between === box() ? "stable" : "moving";
    }
  }
  return {error: `knows no state '${state}'`};
}
