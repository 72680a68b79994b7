el => {
  // The states of ElementState that hold now, by Playwright's rules where it has them.
  // Tag names, attributes and DOM walks only: the page may have replaced built-ins.
  const states = ["attached"];
  const textVisible = node => {
    const range = document.createRange();
    range.selectNode(node);
    const r = range.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const visible = e => {
    const style = getComputedStyle(e);
    if (style.display === "contents") {
      for (let c = e.firstChild; c; c = c.nextSibling) {
        if (c.nodeType === 1 && visible(c)) return true;
        if (c.nodeType === 3 && textVisible(c)) return true;
      }
      return false;
    }
    if (e.checkVisibility && !e.checkVisibility()) return false;
    if (style.visibility !== "visible") return false;
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  states.push(el.isConnected && visible(el) ? "visible" : "hidden");
  const tag = el.localName;
  const role = (el.getAttribute("role") || "").trim().split(/\s+/)[0];
  const controls = ["button", "input", "select", "textarea", "option", "optgroup"];
  // :disabled by hand, not by el.matches (the page may have replaced it): the attribute,
  // an option of a disabled <optgroup>, a field in a disabled <fieldset> outside its
  // first <legend>.
  const inDisabledFieldset = e => {
    for (let f = e.parentElement; f; f = f.parentElement) {
      if (f.localName !== "fieldset" || !f.hasAttribute("disabled")) continue;
      let legend = f.firstElementChild;
      while (legend && legend.localName !== "legend") legend = legend.nextElementSibling;
      if (!legend || !legend.contains(e)) return true;
    }
    return false;
  };
  const group = el.parentElement;
  let disabled = controls.includes(tag) && (el.hasAttribute("disabled")
    || (tag === "option" && !!group && group.localName === "optgroup" && group.hasAttribute("disabled"))
    || (tag !== "option" && tag !== "optgroup" && inDisabledFieldset(el)));
  for (let e = el; e && !disabled; e = e.parentElement || e.getRootNode().host) {
    const aria = (e.getAttribute("aria-disabled") || "").toLowerCase();
    if (aria === "true") disabled = true;
    if (aria === "false") break;
  }
  states.push(disabled ? "disabled" : "enabled");
  const readonlyRoles = ["checkbox", "combobox", "grid", "gridcell", "listbox", "radiogroup",
    "slider", "spinbutton", "textbox", "columnheader", "rowheader", "searchbox", "switch", "treegrid"];
  let readonly = null;  // null: not an element that takes input
  if (["input", "textarea", "select"].includes(tag)) readonly = el.hasAttribute("readonly");
  else if (readonlyRoles.includes(role)) readonly = el.getAttribute("aria-readonly") === "true";
  else if (el.isContentEditable) readonly = false;
  if (readonly !== null) states.push(!disabled && !readonly ? "editable" : "readonly");
  const checkRoles = ["checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio"];
  if (tag === "input" && ["checkbox", "radio"].includes(el.type)) {
    states.push(el.checked ? "checked" : "unchecked");
  } else if (checkRoles.includes(role)) {
    states.push(el.getAttribute("aria-checked") === "true" ? "checked" : "unchecked");
  }
  if (el.getRootNode().activeElement === el) states.push("focused");
  if (tag === "option" ? el.selected : el.getAttribute("aria-selected") === "true") {
    states.push("selected");
  }
  return states;
}
