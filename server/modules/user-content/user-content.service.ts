// My Content (spec §2.2, docs/decisions/0012-my-content.md): a paid member draws, imports, edits,
// exports and shares their own tracks and waypoints; anyone may read what they share. Someone
// else's unshared item is as unknown as a missing one (404); their shared one is read-only (403).
import {
  DEFAULT_TRACK_COLOR,
  SHARED_TRACK_TILE_LAYER,
  USER_CONTENT_LIMITS,
  WAYPOINT_ICONS,
  type ExportFormat,
  type ImportFileResult,
  type MyContent,
  type PrivacyZone,
  type PrivacyZoneCreate,
  type PrivacyZones,
  type SharedContent,
  type TrackCreate,
  type TrackDetail,
  type TrackUpdate,
  type UserContentKind,
  type Waypoint,
  type WaypointCreate,
  type WaypointIcon,
  type WaypointUpdate,
} from "../../../shared/contracts/user-content.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { canUseMyContent } from "../../../shared/domain/access";
import {
  PRIVACY_ZONE_LIMITS,
  cutTrackForPrivacy,
  insidePrivacyZone,
  type PrivacyZoneArea,
} from "../../../shared/domain/privacy-zones";
import { geoJSONToTile } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import type { Executor } from "../../db/client";
import { conflict, forbidden, notFound, unauthorized } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { exportItem, type ExportableItem } from "./exports";
import { readContentFile } from "../../../shared/geo/read/read-file";
import { ImportFileError, type ParsedContent } from "../../../shared/geo/read/parsed-content";
import { lineColumns, segmentsOf } from "./track-geometry";
import {
  createUserContentRepository,
  type PrivacyZoneRow,
  type SharedTrackRow,
  type TrackRow,
  type UserContentRepository,
} from "./user-content.repository";
import { toTrackDetail, toTrackSummary, toWaypoint } from "./user-content-shapes";

type Reader = UserClaims | null;

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** A symbol the file names, when it is one of ours (our own exports write them); else a pin. */
const iconFor = (symbol: string): WaypointIcon => WAYPOINT_ICONS.find((icon) => icon === symbol.toLowerCase()) ?? "pin";

const itemNotFound = () => notFound("No such track or waypoint.");
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, "")} MB`;
const clip = (text: string, length: number) => (text.length > length ? text.slice(0, length) : text);

/** My Content is part of All-Access (spec §6): 401 signed out, 403 signed in but not paid. */
/** The row of a waypoint the member adds, alone or with a track. */
function newWaypoint(ownerId: number, input: WaypointCreate, at: Date) {
  return {
    ownerId,
    name: input.name,
    icon: input.icon,
    notes: input.notes,
    latitude: input.latitude,
    longitude: input.longitude,
    elevationMetres: input.elevation,
    createdAt: at,
    updatedAt: at,
  };
}

type TilePosition = { z: number; x: number; y: number };

export function requirePaidMember(reader: Reader): UserClaims {
  if (!reader) throw unauthorized();
  if (!canUseMyContent(reader)) throw forbidden("My Content is part of the All-Access membership.");
  return reader;
}

function requireOwned<T extends { ownerId: number; isShared: boolean }>(row: T | null, user: UserClaims): T {
  if (!row || (row.ownerId !== user.id && !row.isShared)) throw itemNotFound();
  if (row.ownerId !== user.id) throw forbidden("Only its owner may change a shared track or waypoint.");
  return row;
}

/** Names for what a file left unnamed: the file's own name, numbered when it holds several. */
function namedContent(content: ParsedContent, fileName: string): ParsedContent {
  const stem = fileName.replace(/\.[^.]+$/, "").trim() || "Imported";
  const { nameMaxLength, notesMaxLength } = USER_CONTENT_LIMITS;
  return {
    ...content,
    tracks: content.tracks.map((track, index) => ({
      ...track,
      name: clip(track.name || (content.tracks.length > 1 ? `${stem} ${index + 1}` : stem), nameMaxLength),
      notes: clip(track.notes, notesMaxLength),
    })),
    waypoints: content.waypoints.map((waypoint, index) => ({
      ...waypoint,
      name: clip(waypoint.name || `Waypoint ${index + 1}`, nameMaxLength),
      notes: clip(waypoint.notes, notesMaxLength),
    })),
  };
}

function requireWithinPointLimit(content: ParsedContent): void {
  content.tracks.forEach((track, index) => {
    const points = track.segments.reduce((total, segment) => total + segment.length, 0);
    if (points > USER_CONTENT_LIMITS.pointsPerTrack) {
      throw new ImportFileError(
        `track ${index + 1} has ${points.toLocaleString("en-US")} points; the limit is ${USER_CONTENT_LIMITS.pointsPerTrack.toLocaleString("en-US")}`,
      );
    }
  });
}

/** The track as others may see it: cut at the owner's privacy zones, its figures computed from what is left. */
function cutForOthers(row: TrackRow, zones: readonly PrivacyZoneArea[]): { row: TrackRow; cut: boolean } | null {
  const cut = cutTrackForPrivacy(row.geometry.coordinates, zones, row.pointTimes);
  if (!cut) return null;
  if (!cut.cut) return { row, cut: false };
  return { row: { ...row, ...lineColumns(cut.segments, cut.times) }, cut: true };
}

const zoneArea = (zone: PrivacyZoneRow): PrivacyZoneArea => ({
  longitude: zone.longitude,
  latitude: zone.latitude,
  radiusMetres: zone.radiusMetres,
});

const toPrivacyZone = (zone: PrivacyZoneRow): PrivacyZone => ({
  uuid: zone.uuid,
  name: zone.name,
  longitude: zone.longitude,
  latitude: zone.latitude,
  radius_m: zone.radiusMetres,
  created_at: zone.createdAt.toISOString(),
});

const nothingShared = () => notFound("Nothing is shared at this address.");

const SHARED_TILE_EXTENT = 4096;
const SHARED_TILE_OPTIONS = { extent: SHARED_TILE_EXTENT, buffer: 64, wrap: false, clip: true } as const;

export function createUserContentService({
  db,
  clock,
  logger,
  config,
}: Pick<ServiceDeps, "db" | "clock" | "logger"> & { config: Pick<ServiceDeps["config"], "garminRouteMaxPoints"> }) {
  const exportOptions = { routeMaxPoints: config.garminRouteMaxPoints };
  const repository = createUserContentRepository(db);
  const inTransaction = <T>(work: (content: UserContentRepository) => Promise<T>) =>
    db.transaction((tx: Executor) => work(createUserContentRepository(tx)));

  /** Room for more under the per-owner limits; the owner row is locked by the caller. */
  async function requireRoom(content: UserContentRepository, ownerId: number, adding: { tracks: number; waypoints: number }) {
    const have = await content.countOf(ownerId);
    if (have.tracks + adding.tracks > USER_CONTENT_LIMITS.tracksPerOwner) {
      throw conflict(
        `You can keep up to ${USER_CONTENT_LIMITS.tracksPerOwner} tracks. Delete some to make room.`,
        "too_many_tracks",
      );
    }
    if (have.waypoints + adding.waypoints > USER_CONTENT_LIMITS.waypointsPerOwner) {
      throw conflict(
        `You can keep up to ${USER_CONTENT_LIMITS.waypointsPerOwner} waypoints. Delete some to make room.`,
        "too_many_waypoints",
      );
    }
  }

  /** Stores one parsed file in one transaction: all of it or, on any failure, nothing. */
  async function storeFile(user: UserClaims, fileName: string, content: ParsedContent): Promise<ImportFileResult> {
    const at = clock.now();
    return inTransaction(async (repo) => {
      await repo.lockOwner(user.id);
      await requireRoom(repo, user.id, { tracks: content.tracks.length, waypoints: content.waypoints.length });
      const tracks = await repo.insertTracks(
        content.tracks.map((track) => ({
          ownerId: user.id,
          name: track.name,
          notes: track.notes,
          color: DEFAULT_TRACK_COLOR,
          ...lineColumns(track.segments, track.times),
          sourceFileName: fileName,
          createdAt: at,
          updatedAt: at,
        })),
      );
      const waypoints = await repo.insertWaypoints(
        content.waypoints.map((waypoint) => ({
          ownerId: user.id,
          name: waypoint.name,
          notes: waypoint.notes,
          icon: iconFor(waypoint.symbol),
          latitude: waypoint.latitude,
          longitude: waypoint.longitude,
          elevationMetres: waypoint.elevation,
          recordedAt: waypoint.time === null ? null : new Date(waypoint.time),
          sourceFileName: fileName,
          createdAt: at,
          updatedAt: at,
        })),
      );
      return {
        status: "imported",
        file_name: fileName,
        format: content.format,
        tracks: tracks.map(toTrackSummary),
        waypoints: waypoints.map(toWaypoint),
      };
    });
  }

  async function importOne(user: UserClaims, file: UploadedFile): Promise<ImportFileResult> {
    const failed = (reason: string): ImportFileResult => ({
      status: "failed",
      file_name: file.name,
      error: `${file.name}: ${reason}`,
    });
    if (file.bytes.byteLength > USER_CONTENT_LIMITS.fileBytes) {
      return failed(`the file is ${megabytes(file.bytes.byteLength)}; the limit is ${megabytes(USER_CONTENT_LIMITS.fileBytes)}`);
    }
    if (file.bytes.byteLength === 0) return failed("the file is empty");
    let content: ParsedContent;
    try {
      content = namedContent(readContentFile(file.bytes), file.name);
      requireWithinPointLimit(content);
    } catch (error) {
      if (error instanceof ImportFileError) return failed(error.message);
      throw error;
    }
    try {
      return await storeFile(user, file.name, content);
    } catch (error) {
      if (error instanceof Error && error.name === "HttpError") return failed(error.message);
      logger.error({ err: error, fileName: file.name }, "import failed");
      return failed("it could not be saved; nothing from it was imported. Try again.");
    }
  }

  async function trackDetailFor(uuid: string, reader: Reader): Promise<TrackDetail> {
    const user = requirePaidMember(reader);
    const row = await repository.findTrack(uuid);
    if (!row || row.ownerId !== user.id) throw itemNotFound();
    return toTrackDetail(row);
  }

  async function waypointFor(uuid: string, reader: Reader): Promise<Waypoint> {
    const user = requirePaidMember(reader);
    const row = await repository.findWaypoint(uuid);
    if (!row || row.ownerId !== user.id) throw itemNotFound();
    return toWaypoint(row);
  }

  const zonesOf = async (userId: number) => (await repository.listPrivacyZones(userId)).map(zoneArea);
  const isOwner = (reader: Reader, ownerId: number) => reader !== null && reader.id === ownerId;
  /** An item's page and tiles: anyone's once shared; before, only its owner's, as a member. */
  const isOpenTo = (item: { isShared: boolean; ownerId: number }, reader: Reader) =>
    item.isShared || (isOwner(reader, item.ownerId) && canUseMyContent(reader));

  /**
   * The track's line as `sharedTrackTile` opens and cuts it, read once, and the tiles of it: for a
   * caller that wants many (an offline pack's estimate).
   */
  async function trackTilesFor(uuid: string, reader: Reader = null): Promise<(tile: TilePosition) => Uint8Array<ArrayBuffer>> {
    const row = await repository.findTrack(uuid);
    if (!row || !isOpenTo(row, reader)) throw nothingShared();
    const seen = isOwner(reader, row.ownerId) ? { row } : cutForOthers(row, await zonesOf(row.ownerId));
    if (!seen) throw nothingShared();
    const line = { type: "Feature" as const, geometry: seen.row.geometry, properties: { color: seen.row.color } };
    return ({ z, x, y }) => {
      const tile = geoJSONToTile({ type: "FeatureCollection", features: [line] }, z, x, y, {
        ...SHARED_TILE_OPTIONS,
        maxZoom: z,
      });
      // A copy that owns its buffer: the encoder's output is a view into a larger one.
      return fromGeojsonVt(
        { [SHARED_TRACK_TILE_LAYER]: tile ?? ({ features: [] } as unknown as typeof tile) },
        { version: 2, extent: SHARED_TILE_EXTENT },
      ).slice();
    };
  }

  /** The item as this reader may have it: whole for its owner, cut at the owner's zones for anyone else. */
  async function findExportable(kind: UserContentKind, uuid: string, reader: Reader) {
    if (kind === "tracks") {
      const row = await repository.findTrack(uuid);
      if (!row) return null;
      const seen = isOwner(reader, row.ownerId) ? { row } : cutForOthers(row, await zonesOf(row.ownerId));
      // A shared track wholly inside the owner's zones is, to others, not there at all.
      const hidden = row.isShared && seen === null;
      return {
        ownerId: row.ownerId,
        isShared: row.isShared,
        hidden,
        item: toTrackDetail((seen ?? { row }).row) as ExportableItem,
      };
    }
    const row = await repository.findWaypoint(uuid);
    if (!row) return null;
    const hidden =
      row.isShared && !isOwner(reader, row.ownerId) && insidePrivacyZone(row.longitude, row.latitude, await zonesOf(row.ownerId));
    return { ownerId: row.ownerId, isShared: row.isShared, hidden, item: toWaypoint(row) as ExportableItem };
  }

  return {
    async listMine(reader: Reader): Promise<MyContent> {
      const user = requirePaidMember(reader);
      const [tracks, waypoints] = await Promise.all([repository.listTracksOf(user.id), repository.listWaypointsOf(user.id)]);
      return { tracks: tracks.map(toTrackSummary), waypoints: waypoints.map(toWaypoint) };
    },

    getTrack: trackDetailFor,
    getWaypoint: waypointFor,

    async createTrack(input: TrackCreate, reader: Reader): Promise<TrackDetail> {
      const user = requirePaidMember(reader);
      const at = clock.now();
      return inTransaction(async (repo) => {
        await repo.lockOwner(user.id);
        await requireRoom(repo, user.id, { tracks: 1, waypoints: input.waypoints.length });
        const [row] = await repo.insertTracks([
          {
            ownerId: user.id,
            name: input.name,
            notes: input.notes,
            color: input.color,
            ...lineColumns(segmentsOf(input.geometry)),
            createdAt: at,
            updatedAt: at,
          },
        ]);
        if (input.waypoints.length > 0) {
          await repo.insertWaypoints(input.waypoints.map((waypoint) => newWaypoint(user.id, waypoint, at)));
        }
        return toTrackDetail((await repo.findTrack(row!.uuid))!);
      });
    },

    async updateTrack(uuid: string, input: TrackUpdate, reader: Reader): Promise<TrackDetail> {
      const user = requirePaidMember(reader);
      return inTransaction(async (repo) => {
        const row = requireOwned(await repo.findTrack(uuid, { forUpdate: true }), user);
        const updated = await repo.updateTrack(row.id, {
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.notes === undefined ? {} : { notes: input.notes }),
          ...(input.color === undefined ? {} : { color: input.color }),
          ...(input.is_shared === undefined ? {} : { isShared: input.is_shared }),
          ...(input.geometry === undefined ? {} : lineColumns(segmentsOf(input.geometry))),
          updatedAt: clock.now(),
        });
        return toTrackDetail(updated);
      });
    },

    async deleteTrack(uuid: string, reader: Reader): Promise<void> {
      const user = requirePaidMember(reader);
      await inTransaction(async (repo) => {
        const row = requireOwned(await repo.findTrack(uuid, { forUpdate: true }), user);
        await repo.deleteTrack(row.id, user.id);
      });
    },

    async createWaypoint(input: WaypointCreate, reader: Reader): Promise<Waypoint> {
      const user = requirePaidMember(reader);
      const at = clock.now();
      return inTransaction(async (repo) => {
        await repo.lockOwner(user.id);
        await requireRoom(repo, user.id, { tracks: 0, waypoints: 1 });
        const [row] = await repo.insertWaypoints([newWaypoint(user.id, input, at)]);
        return toWaypoint(row!);
      });
    },

    async updateWaypoint(uuid: string, input: WaypointUpdate, reader: Reader): Promise<Waypoint> {
      const user = requirePaidMember(reader);
      return inTransaction(async (repo) => {
        const row = requireOwned(await repo.findWaypoint(uuid, { forUpdate: true }), user);
        const updated = await repo.updateWaypoint(row.id, {
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.icon === undefined ? {} : { icon: input.icon }),
          ...(input.notes === undefined ? {} : { notes: input.notes }),
          ...(input.latitude === undefined ? {} : { latitude: input.latitude }),
          ...(input.longitude === undefined ? {} : { longitude: input.longitude }),
          ...(input.elevation === undefined ? {} : { elevationMetres: input.elevation }),
          ...(input.is_shared === undefined ? {} : { isShared: input.is_shared }),
          updatedAt: clock.now(),
        });
        return toWaypoint(updated);
      });
    },

    async deleteWaypoint(uuid: string, reader: Reader): Promise<void> {
      const user = requirePaidMember(reader);
      await inTransaction(async (repo) => {
        const row = requireOwned(await repo.findWaypoint(uuid, { forUpdate: true }), user);
        await repo.deleteWaypoint(row.id, user.id);
      });
    },

    /** Each file on its own: parsed, then stored in one transaction; one result per file, in order. */
    async importFiles(files: readonly UploadedFile[], reader: Reader): Promise<ImportFileResult[]> {
      const user = requirePaidMember(reader);
      const results: ImportFileResult[] = [];
      for (const file of files) results.push(await importOne(user, file));
      return results;
    },

    /** The owner's item (paid), or anyone's shared one, as a file. */
    async exportItem(kind: UserContentKind, uuid: string, format: ExportFormat, reader: Reader) {
      const found = await findExportable(kind, uuid, reader);
      if (!found || found.hidden) throw itemNotFound();
      if (!found.isShared) {
        const user = requirePaidMember(reader);
        if (found.ownerId !== user.id) throw itemNotFound();
      }
      return exportItem(found.item, format, exportOptions);
    },

    /** The owner's own track as GPX, for the GPS partner: someone else's, shared or not, is a 404. */
    async ownTrackGpx(uuid: string, reader: Reader): Promise<{ fileName: string; xml: string }> {
      const user = requirePaidMember(reader);
      const row = await repository.findTrack(uuid);
      if (!row || row.ownerId !== user.id) throw itemNotFound();
      const { body, fileName } = exportItem(toTrackDetail(row), "gpx", exportOptions);
      return { fileName, xml: body };
    },

    /**
     * A shared track or waypoint for anyone, and an unshared one for its owner as a member (its own
     * page, which an offline pack keeps); 404 when it does not exist or is not open to the reader.
     * Everyone but its owner gets it cut at the owner's privacy zones: a track without its ends (404
     * when nothing is left), no waypoint inside a zone. The owner gets it whole, and `privacy_cut`
     * tells the owner (only) what the others miss of a shared item.
     */
    async getShared(uuid: string, reader: Reader = null): Promise<SharedContent> {
      const track = await repository.findSharedTrack(uuid);
      if (track && isOpenTo(track, reader)) {
        const zones = await zonesOf(track.ownerId);
        let shown: SharedTrackRow = track;
        let privacyCut = false;
        if (zones.length > 0 && track.isShared) {
          const full = await repository.findTrack(uuid);
          const seen = full && cutForOthers(full, zones);
          if (isOwner(reader, track.ownerId)) {
            privacyCut = seen === null || seen.cut;
          } else {
            if (!seen) throw nothingShared();
            shown = seen.row;
          }
        }
        const { source_file_name: _source, ...summary } = toTrackSummary(shown);
        return {
          ...summary,
          elevation_profile: shown.elevationProfile,
          owner_name: await repository.ownerName(track.ownerId),
          privacy_cut: privacyCut,
          is_own: isOwner(reader, track.ownerId),
        };
      }
      const waypoint = track ? null : await repository.findWaypoint(uuid);
      if (waypoint && isOpenTo(waypoint, reader)) {
        const inside = insidePrivacyZone(waypoint.longitude, waypoint.latitude, await zonesOf(waypoint.ownerId));
        if (inside && !isOwner(reader, waypoint.ownerId)) throw nothingShared();
        const { source_file_name: _source, ...shape } = toWaypoint(waypoint);
        // Only its owner gets this far with a hidden waypoint.
        return {
          ...shape,
          owner_name: await repository.ownerName(waypoint.ownerId),
          privacy_cut: inside && waypoint.isShared,
          is_own: isOwner(reader, waypoint.ownerId),
        };
      }
      throw nothingShared();
    },

    /**
     * One vector tile of a track's whole line (not its preview), open and cut exactly as `getShared`
     * opens and cuts it: whole for its owner, without its ends in the owner's privacy zones for anyone
     * else. 404 when the track does not exist, is not open to the reader, or has nothing left to show.
     */
    async sharedTrackTile(uuid: string, tile: TilePosition, reader: Reader = null) {
      return (await trackTilesFor(uuid, reader))(tile);
    },

    trackTiles: trackTilesFor,

    /** The member's privacy zones, oldest first. */
    async listPrivacyZones(reader: Reader): Promise<PrivacyZones> {
      if (!reader) throw unauthorized();
      return { zones: (await repository.listPrivacyZones(reader.id)).map(toPrivacyZone) };
    },

    async createPrivacyZone(input: PrivacyZoneCreate, reader: Reader): Promise<PrivacyZone> {
      if (!reader) throw unauthorized();
      return inTransaction(async (repo) => {
        await repo.lockOwner(reader.id);
        if ((await repo.countPrivacyZones(reader.id)) >= PRIVACY_ZONE_LIMITS.zonesPerMember) {
          throw conflict(
            `You can keep up to ${PRIVACY_ZONE_LIMITS.zonesPerMember} privacy zones. Delete one to make room.`,
            "too_many_privacy_zones",
          );
        }
        const zone = await repo.insertPrivacyZone({
          userId: reader.id,
          name: input.name,
          longitude: input.longitude,
          latitude: input.latitude,
          radiusMetres: input.radius_m,
          createdAt: clock.now(),
        });
        return toPrivacyZone(zone);
      });
    },

    /** The owner's zone only; someone else's is as unknown as a missing one. */
    async deletePrivacyZone(uuid: string, reader: Reader): Promise<void> {
      if (!reader) throw unauthorized();
      await inTransaction(async (repo) => {
        const zone = await repo.findPrivacyZone(uuid);
        if (!zone || zone.userId !== reader.id) throw notFound("No such privacy zone.");
        await repo.deletePrivacyZone(zone.id, reader.id);
      });
    },
  };
}

export type UserContentService = ReturnType<typeof createUserContentService>;
