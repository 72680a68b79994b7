() => {
  // What the browser-wide options are in this page: Firefox preferences set at launch.
  const probe = document.createElement("script");
  probe.textContent = "window.__camoufoxProbeRan = true";
  document.documentElement.append(probe);
  probe.remove();
  const ran = window.__camoufoxProbeRan === true;
  delete window.__camoufoxProbeRan;
  return {
    color_scheme: matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light",
    reduced_motion: matchMedia("(prefers-reduced-motion: reduce)").matches
      ? "reduce"
      : "no-preference",
    java_script_enabled: ran,
  };
}
