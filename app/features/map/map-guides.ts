// The map's guides from the places they come from: a clicked tile feature, a list's item, a
// guide's detail. Each comes out as the one MapGuide shape the list and the card show.
import type { ListDetail } from "../../../shared/contracts/lists.contract";
import type { ContentRef } from "../../../shared/map/map-url-state";
import type { MapGuide } from "./map-api";
import type { GuideFeatureProperties } from "./trail-map";
import { eachOnce } from "../../../shared/each-once";

const sameRef = (a: ContentRef | null, b: ContentRef | null) => a != null && b != null && a.kind === b.kind && a.id === b.id;

/** A guide from its tile properties, with the list's photo when the list has it. */
export function guideFromFeature(properties: GuideFeatureProperties, inView: readonly MapGuide[]): MapGuide {
  const listed = inView.find((guide) => sameRef(guide, properties));
  if (listed) return listed;
  const text = (name: string) => (typeof properties[name] === "string" ? properties[name] : null);
  const number = (name: string) => (properties[name] == null ? null : Number(properties[name]));
  return {
    kind: properties.kind,
    id: properties.id,
    title: text("title") ?? "Untitled",
    href: text("href") ?? "/",
    photo: null,
    difficulty: number("difficulty") ?? 0,
    color: text("color") ?? "",
    label: "",
    length_mi: number("length_mi"),
    rating: number("rating"),
    review_count: number("review_count"),
    town: text("town"),
    state: text("state"),
    preview: properties.preview === true,
    boh: properties.boh === true,
    trailhead: null,
  };
}

export function listItemGuide(item: ListDetail["items"][number]): MapGuide {
  const kind = ({ trails: "trail", "scout-routes": "scout-route", "orv-parks": "orv-park" } as const)[item.product_type];
  const card = item.card;
  const isGuide = "difficulty_props" in card;
  return {
    kind,
    id: item.guide_id,
    title: card.title,
    href: item.href,
    photo: card.hero_photo?.resized_medium ?? null,
    difficulty: isGuide ? (card.technical_rating_low ?? 0) : 0,
    color: isGuide ? card.difficulty_props.color : "",
    label: isGuide ? card.difficulty_props.label : "",
    length_mi: isGuide ? card.length : null,
    rating: isGuide ? card.review_average : null,
    review_count: isGuide ? card.review_count : null,
    town: card.nearest_town_name,
    state: card.state.code,
    preview: isGuide && card.is_preview,
    boh: isGuide && card.is_boh,
    trailhead: null,
  };
}

/** A guide listed twice shows once. */
export function uniqueGuides(guides: readonly MapGuide[]): MapGuide[] {
  return eachOnce(guides, (guide) => `${guide.kind}-${guide.id}`);
}

/** The guide with its trailhead from its detail, so a click in the list flies without asking again. */
export function withTrailhead(guide: MapGuide, located: PromiseSettledResult<{ guide: MapGuide }> | undefined): MapGuide {
  return located?.status === "fulfilled" ? { ...guide, trailhead: located.value.guide.trailhead } : guide;
}
