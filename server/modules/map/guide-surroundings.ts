// The public lands a guide's line crosses and the roads it drives along (ADR 0082). Worked out by the
// spatial engine (spatial.ts) and kept per guide by the writes that change them: a line edit,
// publishing, and every import of lands or roads, each in its own transaction. A guide page then reads
// one row instead of asking the national lands and roads; a row that no longer matches its line or
// the layers is passed over and the answer worked out afresh.
import type { Bbox } from "../../../shared/contracts/scout-route.contract";
import { eachOnce } from "../../../shared/each-once";
import type { LineGeometry } from "../../../shared/geo/geometry";
import type { VersionedLayer } from "../../../shared/map/land-and-road-layers";
import type { Executor } from "../../db/client";
import { createGuideSurroundingsRepository, type GuideLineKind, type LineSurroundings } from "./guide-surroundings.repository";
import { createMapFeaturesRepository } from "./map-features.repository";
import type { RoadUsed } from "../../../shared/contracts/map.contract";
import { createLandAndRoadSpatial, withinTolerance, type LandAndRoadSpatial } from "./spatial";

export type { GuideLineKind, LineSurroundings };

/** Guides whose lines are read at a time when many are refreshed: a line can be megabytes. */
const LINES_PER_READ = 50;

/**
 * Imported roads the line drives along, as the API names their designation. MVUM cuts a road at
 * every junction: its segments, alike in all but their lines, are named once.
 */
export async function roadsUsedBy(spatial: LandAndRoadSpatial, line: LineGeometry): Promise<RoadUsed[]> {
  const used = await spatial.roadsDrivenBy(line);
  const named = used.map(({ name, roadClass, surface, designation }) => ({
    name,
    class: roadClass,
    surface,
    seasonal: designation.seasonal ?? null,
    vehicles: designation.vehicles ?? [],
  }));
  return eachOnce(named, (road) => JSON.stringify(road));
}

export async function surroundingsOf(spatial: LandAndRoadSpatial, line: LineGeometry): Promise<LineSurroundings> {
  const [publicLands, roads] = await Promise.all([spatial.publicLandsCrossedBy(line), roadsUsedBy(spatial, line)]);
  return { publicLands, roads };
}

/** Works out and keeps the surroundings of these guides, in the writer's transaction. */
export async function refreshGuideSurroundings(tx: Executor, kind: GuideLineKind, ids: readonly number[]): Promise<void> {
  const spatial = createLandAndRoadSpatial(tx);
  const repository = createGuideSurroundingsRepository(tx);
  for (let start = 0; start < ids.length; start += LINES_PER_READ) {
    for (const { id, line } of await repository.listLines(kind, ids.slice(start, start + LINES_PER_READ))) {
      await repository.store(kind, id, await surroundingsOf(spatial, line));
    }
  }
}

/** The union of two boxes, either of which may be missing. */
function unionOf(a: Bbox | null, b: Bbox | null): Bbox | null {
  if (a === null || b === null) return a ?? b;
  return {
    west: Math.min(a.west, b.west),
    south: Math.min(a.south, b.south),
    east: Math.max(a.east, b.east),
    north: Math.max(a.north, b.north),
  };
}

/**
 * Follows an import of one source of a layer, in the import's transaction. Begun before the source's
 * rows are replaced, ended once the layer's version has moved: only the guides that come near the
 * source's old or new features are worked out again (a forest's import does not touch the guides
 * of the other states), and every other row current before is carried to the new version, since
 * nothing it was worked out from has changed.
 */
export async function followImportOfSource(tx: Executor, layer: VersionedLayer, source: string) {
  const repository = createGuideSurroundingsRepository(tx);
  const versions = createMapFeaturesRepository(tx);
  const versionBefore = await versions.layerVersion(layer);
  const extentBefore = await repository.sourceExtent(layer, source);
  return {
    async end(): Promise<void> {
      const changed = unionOf(extentBefore, await repository.sourceExtent(layer, source));
      await repository.restamp(layer, versionBefore, await versions.layerVersion(layer));
      if (changed === null) return;
      const near = withinTolerance(changed);
      for (const kind of ["trail", "scout-route"] as const) {
        await refreshGuideSurroundings(tx, kind, await repository.listGuidesMeeting(kind, near));
      }
    },
  };
}
