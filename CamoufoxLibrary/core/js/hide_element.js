el => {
  el.style.setProperty("display", "none", "important");
}
