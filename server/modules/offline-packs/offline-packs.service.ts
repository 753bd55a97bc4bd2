// The offline pack (ADR 0059, 0085): the plan of what a browser stores to open a guide, or a track of
// the reader's My Content, with no signal (its page, files, photos and the map of its area at a chosen
// depth, with the size of each detail level), and which saved packs a reader may still keep. Only
// readers who may read the guide in full; a track only for its owner, as a member.
import pLimit from "p-limit";
import { guideHref } from "../../../shared/domain/guide-href";
import type {
  DetailLevel,
  DetailLevelPlan,
  GuidePackKind,
  OfflinePackCheckResult,
  OfflinePackPlan,
  OfflinePackRef,
  TileSet,
} from "../../../shared/contracts/offline-packs.contract";
import { sharedTrackTilesUrl, userContentExportUrl, userContentPagePath } from "../../../shared/contracts/user-content.contract";
import type { ScoutRoute } from "../../../shared/contracts/scout-route.contract";
import type { Trail } from "../../../shared/contracts/trail.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import type { Bounds } from "../../../shared/geo/geometry";
import { estimatePackBytes, type StoredFiles } from "../../../shared/domain/offline-pack-size";
import { GUIDE_TILES_TEMPLATE } from "../../../shared/map/guide-tiles";
import {
  GLYPHS_URL,
  OFFLINE_FONT,
  OFFLINE_STYLE_URL,
  OFFLINE_TILES_PATH,
  OFFLINE_TILE_MAXZOOM,
} from "../../../shared/map/offline-basemap-style";
import {
  boundsWithMargin,
  deepestZoomWithin,
  PACK_LAYER_MIN_ZOOM,
  PACK_OVERLAY_TEMPLATES,
  tileCount,
  tileRanges,
  type TileRange,
} from "../../../shared/map/offline-pack-tiles";
import { forbidden, isHttpErrorWithStatus } from "../../http/errors";
import { offlineBasemapTile } from "../basemaps/basemap-data";
import { builtAppFilesBytes, type BuiltClient } from "./built-app-files";
import type { AccountService } from "../accounts/accounts.service";
import type { GuidesService } from "../guides/guides.service";
import type { StorageAdapter } from "../../adapters/storage/storage.adapter";
import type { TilesService } from "../map/tiles/tiles.service";
import type { TileAddress } from "../map/tiles/tile-address";
import type { UserContentService } from "../user-content/user-content.service";

type FullGuide = Extract<Trail | ScoutRoute, { access: "full" }>;

/** Around the route: room to find the trailhead and turn around. */
const MARGIN_METRES = 5_000;
/** The basemap around the area, wide enough to pan away from the route and back. */
const BASEMAP_MARGIN_METRES = 150_000;
const LAYER_MIN_ZOOM = PACK_LAYER_MIN_ZOOM;

/** Tiles of one zoom measured for the estimate; a larger range is sampled evenly, its average counting for all. */
const SAMPLED_TILES = 32;

/** Average sizes, measured on the demo data: how deep a level may zoom, and files the estimate cannot read. */
const BYTES = {
  /** The guide's page document, its GPX, the offline map style and its glyphs together. The built files are read from the build. */
  pageAndStyle: 200_000,
  photo: 600_000,
  basemapTile: 20_000,
  /** One tile of a map layer over the basemap (the guide's own, public land, roads, a track's line). */
  layerTile: 15_000,
};

const LEVELS: readonly { id: DetailLevel; label: string; ceiling: number; budgetBytes: number }[] = [
  { id: "standard", label: "Standard", ceiling: 13, budgetBytes: 35_000_000 },
  { id: "detailed", label: "Detailed", ceiling: 15, budgetBytes: 80_000_000 },
];

/** The glyph ranges the offline basemap's labels (Latin names) and the map's text use. */
const GLYPH_RANGES = ["0-255", "256-511"];

function rangeDto(range: TileRange) {
  return { z: range.z, min_x: range.minX, max_x: range.maxX, min_y: range.minY, max_y: range.maxY, count: tileCount(range) };
}

function tileSet(name: string, template: string, ranges: TileRange[]): TileSet {
  return { name, template, ranges: ranges.map(rangeDto) };
}

/** The photo renditions a guide page shows (srcset of medium and large), without repeats. */
function photoUrls(guide: FullGuide): string[] {
  const photos = [...guide.photos, ...("waypoints" in guide ? guide.waypoints.flatMap((waypoint) => waypoint.photos) : [])];
  const extra = "hardest_part_file_name" in guide ? [guide.hardest_part_file_name, guide.camping_file_name] : [];
  const urls = [...photos.flatMap((photo) => [photo.resized_medium, photo.resized_large]), ...extra];
  return [...new Set(urls.filter((url): url is string => typeof url === "string" && url.length > 0))];
}

/** Photos read for the estimate; the others count at their average. */
const SAMPLED_PHOTOS = 8;
const SAMPLE_KEY = "photos/0123456789abcdef/medium.jpg";

/** Up to SAMPLED_TILES tiles of a range, spread evenly over it. */
function sampleOf(range: TileRange): { z: number; x: number; y: number }[] {
  const count = tileCount(range);
  const width = range.maxX - range.minX + 1;
  const step = count / Math.min(count, SAMPLED_TILES);
  const picked: { z: number; x: number; y: number }[] = [];
  for (let index = 0; index < count; index += step) {
    const at = Math.floor(index);
    picked.push({ z: range.z, x: range.minX + (at % width), y: range.minY + Math.floor(at / width) });
  }
  return picked;
}

type TilePosition = Pick<TileAddress, "z" | "x" | "y">;

/** A map layer the pack's page draws over the basemap: where its tiles are, and how big one is. */
interface PackLayer {
  name: string;
  template: string;
  sizeOf: (tile: TilePosition) => Promise<number>;
}

/** What a pack is of: the page it opens, the area, the files it stores beside them and its map layers. */
interface PackSubject {
  ref: OfflinePackRef;
  title: string;
  pagePath: string;
  bounds: Bounds;
  /** The files other than photos: the GPX. */
  files: string[];
  photos: string[];
  layers: PackLayer[];
}

/** Sampled tiles read side by side: a few, so that one plan does not hold every database connection. */
const SAMPLES_AT_ONCE = 4;

/** A range of tiles as stored files: every tile of it, at the average body of its sample. */
async function rangeFiles(range: TileRange, sizeOf: (tile: TilePosition) => Promise<number>): Promise<StoredFiles> {
  const sample = sampleOf(range);
  const read = pLimit(SAMPLES_AT_ONCE);
  const sizes = await Promise.all(sample.map((tile) => read(() => sizeOf(tile))));
  return { count: tileCount(range), averageBytes: sizes.reduce((sum, size) => sum + size, 0) / sample.length };
}

export function createOfflinePacksService({
  guides,
  userContent,
  tiles,
  storage,
  accounts,
  builtClient,
}: {
  guides: Pick<GuidesService, "getTrail" | "getScoutRoute">;
  userContent: Pick<UserContentService, "getTrack" | "trackTiles">;
  /** The reader as the database has them now: the access token's claims may be minutes old. */
  accounts: Pick<AccountService, "getMe">;
  tiles: Pick<TilesService, "getTile" | "getGuideTile">;
  storage: Pick<StorageAdapter, "read" | "urlFor">;
  /** The built browser files; absent where the site runs unbuilt (development, API tests): counted as none. */
  builtClient?: BuiltClient;
}) {
  // The build does not change while the process runs: read once, when the first plan asks.
  let appFiles: Promise<StoredFiles> | undefined;
  const builtAppFiles = () =>
    (appFiles ??= builtClient
      ? builtAppFilesBytes(builtClient).then(({ count, bytes }) => ({ count, averageBytes: count === 0 ? 0 : bytes / count }))
      : Promise.resolve({ count: 0, averageBytes: 0 }));

  /** Where the storage serves its files: a photo URL past it is the file's key. */
  const mediaBase = storage.urlFor(SAMPLE_KEY).slice(0, -SAMPLE_KEY.length);

  async function readOrNull(key: string): Promise<Buffer | null> {
    try {
      return await storage.read(key);
    } catch {
      return null; // not a stored file's key: counted at the average
    }
  }

  /** The photos as stored files: a sample read from storage, its average counting for all of them. */
  async function photoFiles(urls: readonly string[]): Promise<StoredFiles> {
    if (urls.length === 0) return { count: 0, averageBytes: 0 };
    const step = urls.length / Math.min(urls.length, SAMPLED_PHOTOS);
    let bytes = 0;
    let read = 0;
    for (let index = 0; index < urls.length; index += step) {
      const url = urls[Math.floor(index)]!;
      const file = url.startsWith(mediaBase) ? await readOrNull(url.slice(mediaBase.length)) : null;
      bytes += file?.length ?? BYTES.photo;
      read++;
    }
    return { count: urls.length, averageBytes: bytes / read };
  }

  /** A pack's tiles as stored files, one group per zoom of the basemap and of each layer. */
  async function tileFiles(
    layers: readonly PackLayer[],
    ranges: TileRange[],
    basemapRanges: TileRange[],
  ): Promise<StoredFiles[]> {
    const groups: StoredFiles[] = [];
    for (const range of basemapRanges) {
      groups.push(await rangeFiles(range, async ({ z, x, y }) => (await offlineBasemapTile(z, x, y)).body.length));
    }
    for (const layer of layers) {
      for (const range of ranges) groups.push(await rangeFiles(range, layer.sizeOf));
    }
    return groups;
  }

  /** The guide in full, or 404 (unknown, unpublished) / 403 (not open to the reader in full). */
  async function fullGuide(kind: GuidePackKind, id: number, reader: UserClaims): Promise<FullGuide> {
    const guide = kind === "trails" ? await guides.getTrail(id, reader) : await guides.getScoutRoute(id, reader);
    if (guide.access !== "full") throw forbidden("Saving for offline is part of All-Access membership.");
    return guide;
  }

  /** A guide's pack: its page and GPX, its photos, and the guide, public-land and road tiles its map draws (measured as a reader of it gets them). */
  async function guideSubject(ref: Extract<OfflinePackRef, { kind: GuidePackKind }>, reader: UserClaims): Promise<PackSubject> {
    const guide = await fullGuide(ref.kind, ref.id, reader);
    const overlay = (tileLayer: "public-lands" | "roads"): PackLayer => ({
      name: tileLayer,
      template: PACK_OVERLAY_TEMPLATES[tileLayer],
      sizeOf: async (position) => (await tiles.getTile({ layer: tileLayer, ...position }, "paid")).bytes.length,
    });
    return {
      ref,
      title: guide.title,
      pagePath: guideHref(ref.kind, guide),
      bounds: guide.bounds,
      files: [`/api/v2/${ref.kind}/${ref.id}/gpx/`],
      photos: photoUrls(guide),
      layers: [
        // The guide map draws every guide layer from one tile set (ADR 0091).
        {
          name: "guide",
          template: GUIDE_TILES_TEMPLATE,
          sizeOf: async (position) => (await tiles.getGuideTile(position, "paid")).bytes.length,
        },
        overlay("public-lands"),
        overlay("roads"),
      ],
    };
  }

  /** The reader's own track (404 for anyone else's, 403 without My Content): its page, its GPX and its line's tiles. */
  async function trackSubject(ref: Extract<OfflinePackRef, { kind: "tracks" }>, reader: UserClaims): Promise<PackSubject> {
    const track = await userContent.getTrack(ref.id, reader);
    const tileOf = await userContent.trackTiles(track.uuid, reader);
    return {
      ref,
      title: track.name,
      pagePath: userContentPagePath(track.uuid),
      bounds: track.bounds,
      files: [userContentExportUrl("tracks", track.uuid, "gpx")],
      photos: [],
      layers: [
        {
          name: "track",
          template: sharedTrackTilesUrl(track.uuid),
          sizeOf: (tile) => Promise.resolve(tileOf(tile).length),
        },
      ],
    };
  }

  const subjectOf = (ref: OfflinePackRef, reader: UserClaims) =>
    ref.kind === "tracks" ? trackSubject(ref, reader) : guideSubject(ref, reader);

  async function detailLevel(
    level: (typeof LEVELS)[number],
    layers: readonly PackLayer[],
    area: Bounds,
    fixedFiles: readonly StoredFiles[],
    basemapRanges: TileRange[],
  ) {
    const basemapTiles = basemapRanges.reduce((sum, range) => sum + tileCount(range), 0);
    const maxZoom = deepestZoomWithin(area, {
      minZoom: LAYER_MIN_ZOOM,
      ceiling: level.ceiling,
      bytesPerTile: BYTES.layerTile * layers.length,
      budgetBytes: level.budgetBytes - estimatePackBytes(fixedFiles) - basemapTiles * BYTES.basemapTile,
    });
    const ranges = tileRanges(area, LAYER_MIN_ZOOM, maxZoom);
    const layerTiles = ranges.reduce((sum, range) => sum + tileCount(range), 0);
    const plan: DetailLevelPlan = {
      id: level.id,
      label: level.label,
      max_zoom: maxZoom,
      tile_count: layerTiles * layers.length + basemapTiles,
      estimated_bytes: estimatePackBytes([...fixedFiles, ...(await tileFiles(layers, ranges, basemapRanges))]),
      tile_sets: layers.map((layer) => tileSet(layer.name, layer.template, ranges)),
    };
    return plan;
  }

  /** The reader's claims now; null once the account is gone. */
  async function currentClaims(userId: number): Promise<UserClaims | null> {
    try {
      return await accounts.getMe(userId);
    } catch (error) {
      if (isHttpErrorWithStatus(error, 401)) return null;
      throw error;
    }
  }

  return {
    async plan(ref: OfflinePackRef, reader: UserClaims): Promise<OfflinePackPlan> {
      const subject = await subjectOf(ref, reader);
      const area = boundsWithMargin(subject.bounds, MARGIN_METRES);
      const basemapArea = boundsWithMargin(subject.bounds, BASEMAP_MARGIN_METRES);
      const basemapRanges = tileRanges(basemapArea, 0, OFFLINE_TILE_MAXZOOM);
      const glyphs = GLYPH_RANGES.map((range) =>
        GLYPHS_URL.replace("{fontstack}", encodeURIComponent(OFFLINE_FONT)).replace("{range}", range),
      );
      const resources = [...subject.files, OFFLINE_STYLE_URL, ...glyphs, ...subject.photos];
      // The page document with the resources that are no photos (GPX, style, glyphs), the site's files, the photos.
      const pageFiles = resources.length - subject.photos.length + 1;
      const fixedFiles = [
        { count: pageFiles, averageBytes: BYTES.pageAndStyle / pageFiles },
        await builtAppFiles(),
        await photoFiles(subject.photos),
      ];
      const basemap = tileSet("basemap", `${OFFLINE_TILES_PATH}/{z}/{x}/{y}.mvt`, basemapRanges);
      return {
        ...subject.ref,
        title: subject.title,
        page_path: subject.pagePath,
        bounds: area,
        resources,
        detail_levels: await Promise.all(
          LEVELS.map(async (level) => {
            const plan = await detailLevel(level, subject.layers, area, fixedFiles, basemapRanges);
            return { ...plan, tile_sets: [basemap, ...plan.tile_sets] };
          }),
        ),
      };
    },

    /**
     * Splits saved packs into those the reader may keep and those to delete; a visitor keeps none.
     * Access is read from the database, not the token: a membership refunded, lapsed or taken back a
     * minute ago loses its packs at this check, while the token still says paid.
     */
    async check(packs: readonly OfflinePackRef[], presented: UserClaims | null): Promise<OfflinePackCheckResult> {
      const result: OfflinePackCheckResult = { readable: [], unreadable: [] };
      const reader = presented && (await currentClaims(presented.id));
      if (reader === null) return { readable: [], unreadable: [...packs] };
      for (const pack of packs) {
        try {
          await subjectOf(pack, reader);
          result.readable.push(pack);
        } catch (error) {
          if (!isHttpErrorWithStatus(error, 403) && !isHttpErrorWithStatus(error, 404)) throw error;
          result.unreadable.push(pack);
        }
      }
      return result;
    },
  };
}

export type OfflinePacksService = ReturnType<typeof createOfflinePacksService>;
