/** jsdom lacks what Mantine reads from the browser; these stand-ins behave like a desktop browser. */
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}

// Links resolve through the sections' route tables, which the registry carries in the browser; in unit tests they
// come straight from each section's routes.ts (only the names and paths are read: pages stay unloaded).
{
  const { routeTableOf, setSiteRoutes } = await import('@tax/shared');
  const sections = import.meta.glob<{ default: { section: string; pages: { name: string; path: string }[] } }>(
    './mfe-*/src/expose/routes.ts',
    {
      eager: true,
    },
  );
  setSiteRoutes(Object.fromEntries(Object.values(sections).map(({ default: routes }) => [routes.section, routeTableOf(routes)])));
}

// A page loads the kit's strings in its own language only (shared/src/i18n/i18n.ts); tests switch languages freely.
{
  const { LOCALES, loadNamespaces } = await import('@tax/shared');
  await Promise.all(LOCALES.map((locale) => loadNamespaces(locale, [])));
}
