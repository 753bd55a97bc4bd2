// The canonical page of a guide (spec §2.2): /{country}/{state}/trails|scout-routes/{id-slug},
// /{country}/{state}/orv-parks/{slug}.
export type GuideKindSegment = "trails" | "scout-routes" | "orv-parks";

/** The segment of each kind's pages and API paths. */
export const GUIDE_SEGMENTS = {
  trail: "trails",
  "scout-route": "scout-routes",
  "orv-park": "orv-parks",
} as const satisfies Record<string, GuideKindSegment>;

export function guideHref(
  kind: GuideKindSegment,
  guide: { slug: string; state: { country_code: string; slug: string } },
): string {
  return `/${guide.state.country_code}/${guide.state.slug}/${kind}/${guide.slug}`;
}
