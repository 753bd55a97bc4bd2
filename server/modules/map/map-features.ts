// Builds the map's feature rows when content is written (DESIGN §9): each guide's line simplified
// per zoom band, its trailhead, ORV park points, and imported lands and roads. Callers pass their
// transaction, so the rows change together with the content they are built from.
import { difficultyProps } from "../../../shared/domain/difficulty";
import type { Executor } from "../../db/client";
import type { MapFeatureKind, MapFeatureProperties } from "../../db/schema";
import { bandGeometries, boxLiteral, pointGeometry, type UnitBox } from "./band-geometry";
import { guidePath, orvParkPath } from "./guide-paths";
import { createMapFeaturesRepository, type MapFeatureRow, type MapFeaturesRepository } from "./map-features.repository";

export type GuideFeatureKind = Extract<MapFeatureKind, "trail" | "scout-route" | "orv-park">;
export const GUIDE_FEATURE_KINDS: readonly GuideFeatureKind[] = ["trail", "scout-route", "orv-park"];
type ImportedFeatureKind = Extract<MapFeatureKind, "public-land" | "road">;

const BULK_PAGE_SIZE = 1000;

export type TrailSource = Awaited<ReturnType<MapFeaturesRepository["listTrailSources"]>>[number];
type ScoutRouteSource = Awaited<ReturnType<MapFeaturesRepository["listScoutRouteSources"]>>[number];
type OrvParkSource = Awaited<ReturnType<MapFeaturesRepository["listOrvParkSources"]>>[number];

const roundTo = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** "|Mud|Width|": a MapLibre `in` expression can test "|Mud|" without matching part of a name. */
export function joinConcerns(concerns: readonly string[]): string {
  return concerns.length === 0 ? "" : `|${concerns.join("|")}|`;
}

function lineProperties(kind: "trail" | "scout-route", source: TrailSource | ScoutRouteSource): MapFeatureProperties {
  const isTrail = kind === "trail" && "isPreview" in source;
  return {
    id: source.id,
    kind,
    title: source.title,
    href: guidePath(kind, source),
    difficulty: source.rating ?? 0,
    color: difficultyProps(source.rating).color,
    length_mi: roundTo(source.lengthMiles, 2),
    rating: roundTo(source.reviewAverage, 2),
    review_count: source.reviewCount,
    preview: isTrail ? source.isPreview : false,
    boh: isTrail ? source.isBoh : false,
    state: source.stateCode,
    concerns: isTrail ? joinConcerns(source.concerns) : "",
    town: source.town,
  };
}

/** The rows of one trail or scout route: its trailhead and its line in each band. */
export function lineRows(kind: "trail" | "scout-route", source: TrailSource | ScoutRouteSource): MapFeatureRow[] {
  const properties = lineProperties(kind, source);
  const isPreview = properties.preview === true;
  const layer = kind === "trail" ? ("trails" as const) : ("scout-routes" as const);
  const trailhead = pointGeometry(source.trailheadLongitude, source.trailheadLatitude);
  return [
    { layer: "trailheads", band: 0, kind, featureId: source.id, isPreview, ...withBox(trailhead), properties },
    ...bandGeometries(source.geojson).map(({ band, geometry, box }) => ({
      layer,
      band,
      kind,
      featureId: source.id,
      isPreview,
      geometry,
      bbox: boxLiteral(box),
      properties,
    })),
  ] satisfies MapFeatureRow[];
}

function orvParkRows(source: OrvParkSource): MapFeatureRow[] {
  const properties: MapFeatureProperties = {
    id: source.id,
    kind: "orv-park",
    title: source.title,
    href: orvParkPath(source),
    state: source.stateCode,
    town: source.town,
  };
  const point = pointGeometry(source.longitude, source.latitude);
  return [{ layer: "orv-parks", band: 0, kind: "orv-park", featureId: source.id, ...withBox(point), properties }];
}

const withBox = ({ geometry, box }: { geometry: MapFeatureRow["geometry"]; box: UnitBox }) => ({
  geometry,
  bbox: boxLiteral(box),
});

async function rowsOfGuides(
  features: MapFeaturesRepository,
  kind: GuideFeatureKind,
  ids: readonly number[] | null,
  afterId: number,
): Promise<{ rows: MapFeatureRow[]; lastId: number | null }> {
  const page = { afterId, limit: ids === null ? BULK_PAGE_SIZE : Math.max(ids.length, 1) };
  switch (kind) {
    case "trail": {
      const sources = await features.listTrailSources(ids, page);
      return { rows: sources.flatMap((source) => lineRows("trail", source)), lastId: sources.at(-1)?.id ?? null };
    }
    case "scout-route": {
      const sources = await features.listScoutRouteSources(ids, page);
      return { rows: sources.flatMap((source) => lineRows("scout-route", source)), lastId: sources.at(-1)?.id ?? null };
    }
    case "orv-park": {
      const sources = await features.listOrvParkSources(ids, page);
      return { rows: sources.flatMap(orvParkRows), lastId: sources.at(-1)?.id ?? null };
    }
  }
}

/**
 * Rebuilds the map rows of these guides from their stored content, in the caller's transaction:
 * call it after any write that changes a guide's line, place, title, rating, flags or publication.
 * An unpublished or deleted guide simply loses its rows.
 */
export async function refreshGuideMapFeatures(tx: Executor, kind: GuideFeatureKind, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const features = createMapFeaturesRepository(tx);
  await features.deleteFeatures(kind, ids);
  const { rows } = await rowsOfGuides(features, kind, ids, 0);
  await features.insertFeatures(rows);
  await features.bumpVersion();
}

/** Rebuilds the rows of every published guide, a page at a time (the seed, and after a bulk load). */
export async function rebuildAllGuideMapFeatures(tx: Executor): Promise<number> {
  const features = createMapFeaturesRepository(tx);
  let total = 0;
  for (const kind of GUIDE_FEATURE_KINDS) {
    await features.deleteFeatures(kind, null);
    let afterId = 0;
    for (;;) {
      const { rows, lastId } = await rowsOfGuides(features, kind, null, afterId);
      if (lastId === null) break;
      await features.insertFeatures(rows);
      total += rows.length;
      afterId = lastId;
    }
  }
  await features.bumpVersion();
  return total;
}

/** "Passenger vehicle (05/15-10/31); ATV (open)": what a road is open to, for a tile property. */
function vehicleSummary(vehicles: readonly { vehicle: string; dates: string }[]): string {
  return vehicles.map(({ vehicle, dates }) => `${vehicle} (${dates})`).join("; ");
}

/**
 * An import's map rows, in its transaction: the rows of the features it removed go first; rows for
 * the features it adds are built a batch at a time; the map's version moves once, at the end.
 */
export async function removeImportedMapFeatures(
  tx: Executor,
  kind: ImportedFeatureKind,
  removedIds: readonly number[],
): Promise<void> {
  if (removedIds.length > 0) await createMapFeaturesRepository(tx).deleteFeatures(kind, removedIds);
}

/**
 * Ends an import's map work: the map's version and the layer's own (which names its tiles' URLs,
 * ADR 0077) move, and the source's summary for the layer menu and staff pages is rewritten.
 */
export async function finishImportedMapFeatures(
  tx: Executor,
  kind: ImportedFeatureKind,
  { source, features: count }: { source: string; features: number },
): Promise<void> {
  const layer = kind === "public-land" ? "public-lands" : "roads";
  const features = createMapFeaturesRepository(tx);
  await features.bumpVersion();
  await features.raiseLayerVersion(layer);
  await features.recordImportedSource(layer, source, count);
}

/** Builds the map rows of imported public lands or roads just written (see removeImportedMapFeatures). */
export async function addImportedMapFeatures(
  tx: Executor,
  kind: ImportedFeatureKind,
  addedIds: readonly number[],
): Promise<void> {
  const features = createMapFeaturesRepository(tx);
  const rows: MapFeatureRow[] = [];
  if (kind === "public-land") {
    for (const land of await features.listPublicLandSources(addedIds)) {
      const properties = { agency: land.agency, unit: land.unit, name: land.name, source: land.source };
      rows.push(...importedRows("public-lands", kind, land.id, land.geometry, properties));
    }
  } else {
    for (const road of await features.listRoadSources(addedIds)) {
      const properties = {
        name: road.name,
        class: road.roadClass,
        surface: road.surface,
        source: road.source,
        // Tiles carry flat values: the classes open, and when, in one line a popup can show.
        ...(road.designation.seasonal ? { seasonal: road.designation.seasonal } : {}),
        ...(road.designation.vehicles ? { vehicles: vehicleSummary(road.designation.vehicles) } : {}),
      };
      rows.push(...importedRows("roads", kind, road.id, road.geometry, properties));
    }
  }
  await features.insertFeatures(rows);
}

function importedRows(
  layer: "public-lands" | "roads",
  kind: ImportedFeatureKind,
  featureId: number,
  geometry: MapFeatureRow["geometry"],
  properties: MapFeatureProperties,
): MapFeatureRow[] {
  return bandGeometries(geometry).map(({ band, geometry: simplified, box }) => ({
    layer,
    band,
    kind,
    featureId,
    geometry: simplified,
    bbox: boxLiteral(box),
    properties,
  }));
}
