// MapLibre in the browser only, fetched when a map mounts so pages without one never download it.
// The bundler cannot follow MapLibre's own worker lookup, so the worker ships as an asset.
export async function loadMapLibre() {
  const [maplibre, { default: workerUrl }] = await Promise.all([
    import("maplibre-gl"),
    import("maplibre-gl/dist/maplibre-gl-worker.mjs?url"),
    import("maplibre-gl/dist/maplibre-gl.css"),
  ]);
  maplibre.setWorkerUrl(new URL(workerUrl, window.location.href).href);
  return maplibre;
}

/**
 * Our styles, tiles and glyphs use site-relative URLs, and MapLibre fetches some of them from its
 * worker: every map resolves them against the page.
 */
export function resolveAgainstPage(url: string) {
  return { url: new URL(url, window.location.href).href };
}
