// SQL of the kept surroundings of guides (ADR 0082): each row stamped with the digest of the line it
// was worked out for and the versions of the lands and roads it was worked out against, read only
// while all three still hold.
import { inArray, sql, type SQL } from "drizzle-orm";
import type { Bbox } from "../../../shared/contracts/scout-route.contract";
import type { LineGeometry } from "../../../shared/geo/geometry";
import type { VersionedLayer } from "../../../shared/map/land-and-road-layers";
import type { Executor } from "../../db/client";
import { guideSurroundings, mapLayerVersions, publicLands, roads, scoutRoutes, trails } from "../../db/schema";
import { selectRows } from "../../db/select-rows";
import type { PublicLandRef, RoadUsed } from "../../../shared/contracts/map.contract";

export type GuideLineKind = "trail" | "scout-route";

export interface LineSurroundings {
  publicLands: PublicLandRef[];
  roads: RoadUsed[];
}

const GUIDE_TABLES = { trail: trails, "scout-route": scoutRoutes } as const;

const LAYER_TABLES = { "public-lands": publicLands, roads } as const;
const STAMPS = { "public-lands": sql.raw("lands_version"), roads: sql.raw("roads_version") } as const;

const layerVersion = (layer: VersionedLayer): SQL =>
  sql`coalesce((select ${mapLayerVersions.version} from ${mapLayerVersions} where ${mapLayerVersions.layer} = ${layer}), 0)`;

/** The digest a row is stamped with: the line as PostgreSQL prints the stored jsonb, which is canonical. */
const lineDigest = (kind: GuideLineKind): SQL => sql`md5(${GUIDE_TABLES[kind].geojson}::text)`;

/** The guide's line's box, kept as [[west, south], [east, north]], meets the box. */
export function guideBoundsMeet(guide: (typeof GUIDE_TABLES)[GuideLineKind], box: Bbox): SQL {
  const corner = (index: 0 | 1, axis: 0 | 1) =>
    sql`(${guide.bounds}->${sql.raw(String(index))}->>${sql.raw(String(axis))})::float8`;
  return sql`${corner(0, 0)} <= ${box.east} and ${corner(1, 0)} >= ${box.west}
    and ${corner(0, 1)} <= ${box.north} and ${corner(1, 1)} >= ${box.south}`;
}

export function createGuideSurroundingsRepository(db: Executor) {
  return {
    /** The guide's kept surroundings while its line and both layers are still those they were worked out for. */
    async findCurrent(kind: GuideLineKind, id: number): Promise<LineSurroundings | null> {
      const guide = GUIDE_TABLES[kind];
      const [row] = await selectRows<{ publicLands: PublicLandRef[]; roads: RoadUsed[] }>(
        db,
        sql`select s.public_lands as "publicLands", s.roads from ${guideSurroundings} s
          join ${guide} on ${guide.id} = s.guide_id
          where s.kind = ${kind} and s.guide_id = ${id}
            and s.line_digest = ${lineDigest(kind)}
            and s.lands_version = ${layerVersion("public-lands")}
            and s.roads_version = ${layerVersion("roads")}`,
      );
      return row ?? null;
    },

    /** The box, in degrees, of the features one source holds in a layer; null when it holds none. */
    async sourceExtent(layer: VersionedLayer, source: string): Promise<Bbox | null> {
      const table = LAYER_TABLES[layer];
      const [row] = await selectRows<{ west: number | null; south: number; east: number; north: number }>(
        db,
        sql`select min((${table.bbox}[1])[0]) as west, min((${table.bbox}[1])[1]) as south,
            max((${table.bbox}[0])[0]) as east, max((${table.bbox}[0])[1]) as north
          from ${table} where ${table.source} = ${source}`,
      );
      return row?.west == null ? null : { west: row.west, south: row.south, east: row.east, north: row.north };
    },

    /** Guides of a kind whose line's box meets the box. */
    async listGuidesMeeting(kind: GuideLineKind, box: Bbox): Promise<number[]> {
      const guide = GUIDE_TABLES[kind];
      const rows = await selectRows<{ id: number }>(
        db,
        sql`select ${guide.id} as id from ${guide} where ${guideBoundsMeet(guide, box)} order by ${guide.id}`,
      );
      return rows.map((row) => row.id);
    },

    /** Carries every row current at the layer's `from` version to its `to` version. */
    async restamp(layer: VersionedLayer, from: number, to: number): Promise<void> {
      await db.execute(sql`update ${guideSurroundings} set ${STAMPS[layer]} = ${to} where ${STAMPS[layer]} = ${from}`);
    },

    async listLines(kind: GuideLineKind, ids: readonly number[]): Promise<{ id: number; line: LineGeometry }[]> {
      const guide = GUIDE_TABLES[kind];
      return db
        .select({ id: guide.id, line: guide.geojson })
        .from(guide)
        .where(inArray(guide.id, [...ids]));
    },

    /** Keeps what was worked out for the guide's line as stored now, against the layers' versions now. */
    async store(kind: GuideLineKind, id: number, { publicLands, roads }: LineSurroundings): Promise<void> {
      const guide = GUIDE_TABLES[kind];
      await db.execute(sql`insert into ${guideSurroundings}
          (kind, guide_id, line_digest, lands_version, roads_version, public_lands, roads)
        select ${kind}, ${guide.id}, ${lineDigest(kind)}, ${layerVersion("public-lands")}, ${layerVersion("roads")},
          ${JSON.stringify(publicLands)}::jsonb, ${JSON.stringify(roads)}::jsonb
        from ${guide} where ${guide.id} = ${id}
        on conflict (kind, guide_id) do update set
          line_digest = excluded.line_digest, lands_version = excluded.lands_version,
          roads_version = excluded.roads_version, public_lands = excluded.public_lands, roads = excluded.roads`);
    },
  };
}
