// The built files a saved page needs (ADR 0059): the browser stores them in a pack, the server counts
// them for the pack's estimate, both by these rules.

/** The built files a page's HTML names: its entry, route modules, their imports and styles. */
export function appFilesIn(html: string): string[] {
  return [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|mjs|css|woff2?|svg|png|webp)/g) ?? [])];
}

/**
 * The built files a script loads: its imports ("./chunk.js") and the files its lazy imports and their
 * preloads name ("assets/chunk.js"), MapLibre's worker among them. Together with appFilesIn, every
 * file the page can load, including the map's code that loads only when the map opens.
 */
export function appFilesImportedBy(script: string): string[] {
  const names = script.match(/(?:\.\/|\bassets\/)[\w.-]+\.(?:js|mjs|css)\b/g) ?? [];
  return [...new Set(names.map((name) => `/assets/${name.replace(/^(\.\/|assets\/)/, "")}`))];
}
