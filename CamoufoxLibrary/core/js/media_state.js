() => {
  // What the page's media queries report now, feature by feature (browser_emulate_media).
  const first = (feature, values) => {
    for (let i = 0; i < values.length; i++) {
      if (matchMedia(`(${feature}: ${values[i]})`).matches) {
        return values[i];
      }
    }
    return null;
  };
  return {
    media: matchMedia("print").matches ? "print" : "screen",
    // Neither dark nor light: no preference (a value CSS no longer matches on its own).
    color_scheme: first("prefers-color-scheme", ["dark", "light"]) ?? "no-preference",
    reduced_motion: first("prefers-reduced-motion", ["reduce", "no-preference"]),
    forced_colors: first("forced-colors", ["active", "none"]),
    contrast: first("prefers-contrast", ["more", "less", "custom", "no-preference"]),
  };
}
