// Links into /map from pages that must not load the map's filter schemas (content pages stay within
// their JavaScript budget). map-links.test.ts checks each against the map's own address parser.

/** Every guide of a state on the map; with no view in the address, the map fits itself to them. */
export function stateOnMapPath(stateCode: string): string {
  return `/map?state=${encodeURIComponent(stateCode)}`;
}
