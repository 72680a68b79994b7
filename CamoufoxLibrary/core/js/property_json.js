(el, name) => {
  // The property as JSON text, or why it cannot be: a function, a DOM node or a window
  // (anywhere inside it), a cycle, a BigInt. Lists such as classList become arrays,
  // platform objects (validity, getBoundingClientRect's) their data.
  let value;
  try {
    value = el[name];
  } catch (error) {
    return {problem: `cannot be read: ${error}`};
  }
  if (value === undefined) return {json: null};
  const paths = new Map();
  let problem = null;
  const what = v => {
    if (typeof v === "function") return "a function";
    if (v === null || typeof v !== "object") return null;
    if (v.window === v) return "a window";
    if (typeof v.nodeType === "number" && typeof v.nodeName === "string") {
      return `a DOM node (${v.nodeName.toLowerCase()})`;
    }
    return null;
  };
  // A platform object (ValidityState, DOMRect...) keeps its data on its prototype as
  // getters, which JSON skips: its enumerable data, methods left out.
  const dataOf = v => {
    const data = {};
    for (const key in v) {
      try {
        if (typeof v[key] !== "function") data[key] = v[key];
      } catch (error) {
        // a getter that throws has no value to give
      }
    }
    return data;
  };
  const replacer = function (key, v) {
    if (problem !== null) return undefined;
    const base = paths.get(this);
    const path = key === "" ? "" : base ? `${base}.${key}` : key;
    const bad = what(v);
    if (bad !== null) {
      problem = path ? `holds ${bad} at '${path}'` : `is ${bad}`;
      return undefined;
    }
    if (v !== null && typeof v === "object") {
      if (!Array.isArray(v) && typeof v[Symbol.iterator] === "function") {
        v = Array.from(v);
      } else if (!Array.isArray(v) && ![null, Object.prototype].includes(Object.getPrototypeOf(v))) {
        v = dataOf(v);
      }
      paths.set(v, path);
    }
    return v;
  };
  try {
    const json = JSON.stringify(value, replacer);
    if (problem !== null) return {problem};
    return {json: json === undefined ? null : json};
  } catch (error) {
    const cycle = /cyclic|circular/i.test(String(error));
    return {problem: cycle ? "holds a cycle (an object that contains itself)" : `cannot be serialised: ${error}`};
  }
}
