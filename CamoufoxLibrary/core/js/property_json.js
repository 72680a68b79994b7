(el, name) => {
  // The property as JSON text, or why it cannot be: a function, a DOM node or a window
  // (anywhere inside it), a cycle, a BigInt. Lists such as classList become arrays,
  // platform objects (validity, getBoundingClientRect's) their data. Written here, as
  // JSON.stringify with a replacer would: the page may have replaced JSON.stringify,
  // Array.from and NodeList's iterator (see docs/engine-notes.md, "Page globals").
  let value;
  try {
    value = el[name];
  } catch (error) {
    return {problem: `cannot be read: ${error}`};
  }
  if (value === undefined) return {json: null};
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
  // A DOM list (NodeList, DOMTokenList, CSSStyleDeclaration...) by index; another
  // iterable (Map, Set) by its iterator.
  const listOf = v => {
    const list = [];
    if (typeof v.length === "number" && (typeof v.item === "function" || typeof v[Symbol.iterator] !== "function")) {
      for (let i = 0; i < v.length; i++) list.push(v[i]);
    } else {
      for (const item of v) list.push(item);
    }
    return list;
  };
  const ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"};
  const quote = s => '"' + s.replace(
    /["\\\u0000-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    c => ESCAPES[c] || "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"),
  ) + '"';
  const open = [];  // the objects being written: one met again is a cycle
  class Problem { constructor(text) { this.text = text; } }
  // The JSON of `v` at `path` (key `key` of its holder), or undefined where JSON leaves
  // a value out.
  const write = (v, key, path) => {
    if (v !== null && typeof v === "object" && typeof v.toJSON === "function") v = v.toJSON(key);
    const bad = what(v);
    if (bad !== null) throw new Problem(path ? `holds ${bad} at '${path}'` : `is ${bad}`);
    if (v === null) return "null";
    if (typeof v === "string") return quote(v);
    if (typeof v === "number") return Number.isFinite(v) ? String(v) : "null";
    if (typeof v === "boolean") return String(v);
    if (typeof v === "bigint") {
      throw new Problem("cannot be serialised: TypeError: BigInt value can't be serialized in JSON");
    }
    if (typeof v !== "object") return undefined;  // a symbol
    if (!Array.isArray(v)) {
      const proto = Object.getPrototypeOf(v);
      if (typeof v[Symbol.iterator] === "function" || (typeof v.item === "function" && typeof v.length === "number")) {
        v = listOf(v);
      } else if (proto !== null && proto !== Object.prototype) {
        v = dataOf(v);
      }
    }
    if (open.includes(v)) throw new Problem("holds a cycle (an object that contains itself)");
    open.push(v);
    const at = k => (path ? `${path}.${k}` : String(k));
    const parts = [];
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const item = write(v[i], String(i), at(i));
        parts.push(item === undefined ? "null" : item);
      }
      open.pop();
      return "[" + parts.join(",") + "]";
    }
    const keys = Object.keys(v);
    for (let i = 0; i < keys.length; i++) {
      const item = write(v[keys[i]], keys[i], at(keys[i]));
      if (item !== undefined) parts.push(quote(keys[i]) + ":" + item);
    }
    open.pop();
    return "{" + parts.join(",") + "}";
  };
  try {
    const json = write(value, "", "");
    return {json: json === undefined ? null : json};
  } catch (error) {
    if (error instanceof Problem) return {problem: error.text};
    return {problem: `cannot be serialised: ${error}`};
  }
}
