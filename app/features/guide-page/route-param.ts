// The guide URL segment (scout routes and trails alike) "{id}-{title-slug}" (spec §2.11, §5 "Route parameters").

/** The numeric id before the first hyphen, or null when the segment does not start with one. */
export function parseScoutRouteId(param: string | undefined): number | null {
  if (!param) return null;
  const [idText = ""] = param.split("-", 1);
  if (!/^\d+$/.test(idText)) return null;
  const id = Number(idText);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Trails use the same "{id}-{title-slug}" segment. */
export const parseGuideId = parseScoutRouteId;
