el => {
  const watch = {seen: false};
  watch.listener = event => { if (event.isTrusted) watch.seen = true; };
  el.addEventListener("dblclick", watch.listener, true);
  el.__camoufoxDblclick = watch;
}
