(contextId, given) => {
  // Runs in Firefox's parent process (the chrome realm a BiDi session reaches with
  // --remote-allow-system-access), not in a page: sets a tab's media overrides on its
  // BrowsingContext, found by the tab's WebDriver BiDi id. `given` is JSON: {field:
  // value} with the BrowsingContext's own field names.
  const { NavigableManager } = ChromeUtils.importESModule(
    "chrome://remote/content/shared/NavigableManager.sys.mjs"
  );
  const tab = NavigableManager.getBrowsingContextById(contextId);
  if (!tab) {
    throw new Error(`no tab with the BiDi id ${contextId}`);
  }
  const fields = JSON.parse(given);
  for (const field of Object.keys(fields)) {
    if (!(field in tab)) {
      throw new Error(`this Firefox has no ${field} override`);
    }
    tab[field] = fields[field];
  }
}
