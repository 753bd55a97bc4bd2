// Turns list rows into the API shapes. Guide cards come from the place pages' card shaping, so an
// item shows exactly what a public card shows (DESIGN §6: never a line or a description).
import type { ListItem, ListSummary } from "../../../shared/contracts/lists.contract";
import type { OrvParkCard } from "../../../shared/contracts/places.contract";
import { guideHref } from "../../../shared/domain/guide-href";
import { toScoutRouteCard, toTrailCard } from "../places/places.service";
import type { ListItemRow, ListRecord, OrvParkCardRow, ScoutRouteCardRow, TrailCardRow } from "./lists.repository";

export function toListSummary(list: Omit<ListRecord, "memberRole">): ListSummary {
  return {
    uuid: list.uuid,
    name: list.name,
    description: list.description,
    is_public: list.isPublic,
    item_count: list.itemCount,
    owner: list.owner,
    created_at: list.createdAt.toISOString(),
    updated_at: list.updatedAt.toISOString(),
  };
}

/** The cards a reader may see, by guide id; guides missing here are left out of the list. */
export interface VisibleCards {
  trails: Map<number, TrailCardRow>;
  scoutRoutes: Map<number, ScoutRouteCardRow>;
  orvParks: Map<number, OrvParkCardRow>;
}

function toOrvParkCard(row: OrvParkCardRow): OrvParkCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    state: row.state,
    nearest_town_name: row.nearest_town_name,
    acreage: row.acreage,
    trail_miles: row.trail_miles,
    hero_photo: row.hero,
  };
}

export function toListItem(row: ListItemRow, cards: VisibleCards): ListItem | null {
  const base = { id: row.id, position: row.position, added_at: row.addedAt.toISOString() };
  if (row.trailId !== null) {
    const trail = cards.trails.get(row.trailId);
    if (!trail) return null;
    const card = toTrailCard(trail);
    return { ...base, product_type: "trails", guide_id: trail.id, href: guideHref("trails", card), card };
  }
  if (row.scoutRouteId !== null) {
    const route = cards.scoutRoutes.get(row.scoutRouteId);
    if (!route) return null;
    const card = toScoutRouteCard(route);
    return { ...base, product_type: "scout-routes", guide_id: route.id, href: guideHref("scout-routes", card), card };
  }
  const park = row.orvParkId === null ? undefined : cards.orvParks.get(row.orvParkId);
  if (!park) return null;
  const card = toOrvParkCard(park);
  return { ...base, product_type: "orv-parks", guide_id: park.id, href: guideHref("orv-parks", card), card };
}
