// Editing a trail or scout route (issue "Authoring", ADR 0042): the editable guide, saves (the row,
// its waypoints, a history entry with the field diff, the saver's draft gone, a staff member's audit
// entry and, for a published guide, the map and search refreshed, all in one transaction), autosaved
// drafts, photos, a new scout route drawn or uploaded, and editor notes.
import {
  SCOUT_ROUTE_EDIT_FIELDS,
  TRAIL_EDIT_FIELDS,
  type DraftFields,
  type EditableGuide,
  type EditorPhoto,
  type GuideKind,
  type ScoutRouteSave,
  type TrailSave,
} from "../../../shared/contracts/guide-editor.contract";
import type { EditorNote } from "../../../shared/contracts/scout-route.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { ROUTE_RULES, canReadEditorNotes, canSetNewEditionDate } from "../../../shared/domain/access";
import { boundsOf, lineLengthMetres, type Position } from "../../../shared/geo/geometry";
import { WAYPOINT_TYPES, type WaypointType } from "../../../shared/domain/guide-editing";
import { availableWorkflowActions } from "../../../shared/domain/guide-workflow";
import type { PhotoType } from "../../../shared/domain/photo-types";
import { slugify } from "../../../shared/domain/slugify";
import { STAFF_TOOLS } from "../../../shared/domain/staff-tools";
import type { Executor } from "../../db/client";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors";
import { requireAccess } from "../../http/route-access";
import type { ServiceDeps } from "../../services";
import { recordStaffChange } from "../audit/audit.service";
import { sanitizeEditorHtml } from "../content/markdown";
import { GUIDE_EDIT_PROJECTIONS, LINE_PROJECTIONS, refreshGuideProjections } from "../guides/guide-projections";
import {
  createGuidesRepository,
  type GuidesRepository,
  type PhotoRecord,
  type ScoutRouteRecord,
  type TrailRecord,
} from "../guides/guides.repository";
import { guidePath } from "../map/guide-paths";
import type { PhotoService } from "../photos/photo-renditions";
import { escapeHtml } from "../search/highlight";
import type { ParsedWaypoint } from "../../../shared/geo/read/parsed-content";
import {
  createGuideEditingRepository,
  type GuideEditingRepository,
  type LockedGuide,
  type WaypointValues,
} from "./guide-editing.repository";
import { GUIDE_SEGMENTS } from "../../../shared/domain/guide-href";

export const STALE_SAVE_MESSAGE = "Someone else saved this guide since you opened it. Reload to see their changes.";
const METRES_PER_MILE = 1609.344;

/** Editable fields and the guide columns behind them, per kind; rich text is sanitized on the way in. */
const SHARED_COLUMNS = {
  title: "title",
  nearest_town_name: "nearestTownName",
  county_name: "countyName",
  geojson: "geojson",
  state_message: "stateMessage",
  road_condition: "roadCondition",
  status: "status",
  permit_information_link: "permitInformationLink",
} as const;
const COLUMNS = {
  "scout-route": { ...SHARED_COLUMNS, difficulty: "difficulty", route_description: "routeDescription", categories: "categories" },
  trail: {
    ...SHARED_COLUMNS,
    technical_rating_low: "technicalRatingLow",
    technical_rating_high: "technicalRatingHigh",
    points_of_concern: "pointsOfConcern",
    teaser: "teaser",
    description: "descriptionHtml",
    season: "season",
  },
} as const satisfies Record<GuideKind, Record<string, string>>;
const RICH_TEXT_FIELDS = new Set(["route_description", "description"]);

/** The trail tool, where a super user sets a trail's flags (they are not the editor's, issue 33). */
const TRAIL_TOOL = STAFF_TOOLS.find((tool) => tool.path === "/admin/trail-cms")!;

/** What a stored draft may still set: its kind's edit fields and the reason (an older draft may name fields since taken away). */
const DRAFT_FIELDS: Record<GuideKind, ReadonlySet<string>> = {
  "scout-route": new Set([...SCOUT_ROUTE_EDIT_FIELDS, "change_reason"]),
  trail: new Set([...TRAIL_EDIT_FIELDS, "change_reason"]),
};
const keptDraftFields = (kind: GuideKind, stored: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(stored).filter(([field]) => DRAFT_FIELDS[kind].has(field))) as DraftFields;

/** How the audit log names a guide's record type. */
export const auditEntityTypeOf = (kind: GuideKind) => (kind === "trail" ? "trail" : "scout_route");

/**
 * Whether an edit is a staff member's, for the audit log (ADR 0047): anyone but the guide's author,
 * who may edit only as staff (a WRITER or greater on a trail, an ADMIN or greater on a scout route).
 * An author editing their own guide, a scout route before acceptance or a writer's own trail, is not.
 */
export const isStaffEdit = (user: UserClaims, guide: Pick<LockedGuide, "authorId">) => guide.authorId !== user.id;

/** A history entry's diff: each changed field's value before and after. */
type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** The audit entry's sides from a history entry's diff: only the fields that changed. */
function auditSidesOf(changes: FieldChanges) {
  const fields = Object.entries(changes);
  return {
    before: Object.fromEntries(fields.map(([field, { from }]) => [field, from])),
    after: Object.fromEntries(fields.map(([field, { to }]) => [field, to])),
  };
}

/** A staff member's edit in the audit log, in the edit's own transaction; an author's own edit, or one that changed nothing, leaves none. */
async function auditEdit(
  tx: Executor,
  edit: {
    kind: GuideKind;
    guide: Pick<LockedGuide, "id" | "authorId">;
    user: UserClaims;
    action: string;
    changes: FieldChanges;
    reason: string;
  },
) {
  if (!isStaffEdit(edit.user, edit.guide) || Object.keys(edit.changes).length === 0) return;
  await recordStaffChange(tx, {
    actorId: edit.user.id,
    entityType: auditEntityTypeOf(edit.kind),
    entityId: edit.guide.id,
    action: edit.action,
    ...auditSidesOf(edit.changes),
    reason: edit.reason,
  });
}

/** Where each kind's editor lives. */
export const editPath = (kind: GuideKind, id: number) => `/${GUIDE_SEGMENTS[kind]}/${id}/edit`;

/** The guide's page, from its record as the guides repository reads it. */
export function pagePathOf(kind: GuideKind, record: ScoutRouteRecord | TrailRecord): string {
  const row = "trail" in record ? record.trail : record.route;
  return guidePath(kind, { id: row.id, slug: row.slug, countryCode: record.state.country_code, stateSlug: record.state.slug });
}

/** The guide's record, whichever kind, or null for no such guide. */
export function findGuideRecord(guides: GuidesRepository, kind: GuideKind, id: number) {
  return kind === "trail" ? guides.findTrail(id) : guides.findScoutRoute(id);
}

/** Plain text a person typed, as the HTML the history and notes store. */
export const textAsHtml = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** The refusal of someone who may not edit the guide (ROUTE_RULES.guideEditor). */
const notYourGuide = () => forbidden("You may not edit this guide.");

/** The columns a line sets: the line, its box, its trailhead and its length. */
function lineColumns(coordinates: Position[]) {
  const [longitude, latitude] = coordinates[0]!;
  return {
    geojson: { type: "LineString" as const, coordinates },
    bounds: boundsOf(coordinates),
    trailheadLatitude: latitude,
    trailheadLongitude: longitude,
    lengthMiles: Math.round((lineLengthMetres(coordinates) / METRES_PER_MILE) * 100) / 100,
  };
}

const isoDateTime = (value: Date | null) => value?.toISOString() ?? null;

function toEditorPhoto(
  photo: Pick<PhotoRecord, "id" | "photo_type" | "caption" | "position" | "resized_medium" | "resized_large" | "original">,
): EditorPhoto {
  return {
    id: photo.id,
    photo_type: photo.photo_type as PhotoType,
    caption: photo.caption,
    position: photo.position,
    resized_medium: photo.resized_medium,
    resized_large: photo.resized_large,
    original: photo.original,
  };
}

type WaypointRow = Awaited<ReturnType<GuidesRepository["listWaypointsWithPhotos"]>>[number];
const toEditableWaypoint = (waypoint: WaypointRow) => ({
  id: waypoint.id,
  name: waypoint.name,
  waypoint_type: waypoint.waypointType as WaypointType,
  latitude: waypoint.latitude,
  longitude: waypoint.longitude,
  description: waypoint.descriptionHtml,
  photos: waypoint.photos.map(toEditorPhoto),
});

/** How a field's value is kept in the history: a line by its size, not its thousands of points. */
function historyValue(field: string, value: unknown): unknown {
  if (field === "geojson") {
    const points = (value as { coordinates: unknown[] }).coordinates.length;
    return `${points} points`;
  }
  if (field === "waypoints") {
    return (
      value as { id?: number; name: string; waypoint_type: string; latitude: number; longitude: number; description: string }[]
    ).map(({ name, waypoint_type: type, latitude, longitude, description }) => ({
      name,
      waypoint_type: type,
      latitude,
      longitude,
      description,
    }));
  }
  return value ?? null;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const fieldError = (field: string, message: string) => badRequest("Some fields are not valid.", { [field]: [message] });

/** Imported waypoint symbols that name one of our types; any other starts as a viewpoint (ADR 0042). */
const TYPE_OF_SYMBOL: Record<string, WaypointType> = {
  camp: "camp",
  trailhead: "trailhead",
  viewpoint: "viewpoint",
  photo: "viewpoint",
  hazard: "obstacle",
  gate: "junction",
};

export function waypointFromFile(waypoint: ParsedWaypoint, index: number): WaypointValues {
  const symbol = waypoint.symbol.toLowerCase();
  const type = (WAYPOINT_TYPES as readonly string[]).includes(symbol) ? (symbol as WaypointType) : TYPE_OF_SYMBOL[symbol];
  return {
    name: waypoint.name.trim().slice(0, 120) || `Waypoint ${index + 1}`,
    waypointType: type ?? "viewpoint",
    latitude: waypoint.latitude,
    longitude: waypoint.longitude,
    descriptionHtml: waypoint.notes.trim() === "" ? "" : textAsHtml(waypoint.notes.trim()),
  };
}

interface GuideEditingDeps extends Pick<ServiceDeps, "db" | "clock"> {
  photos: Pick<PhotoService, "storePhoto">;
}

export function createGuideEditingService({ db, clock, photos }: GuideEditingDeps) {
  const inTransaction = <T>(work: (tx: Executor) => Promise<T>) => db.transaction((tx: Executor) => work(tx));

  /** The guide held for a write by someone who may edit it: 404 for no such guide, 403 for anyone else. */
  async function lockEditable(editing: GuideEditingRepository, kind: GuideKind, id: number, user: UserClaims) {
    const guide = await editing.lockGuide(kind, id);
    if (!guide) throw notFound();
    requireAccess(user, ROUTE_RULES.guideEditor, { kind, ...guide }, notYourGuide);
    return guide;
  }

  /** Checked before an upload is read: only someone who may edit the guide sends it photos. */
  async function requireEditor(kind: GuideKind, id: number, user: UserClaims): Promise<void> {
    await inTransaction((tx) => lockEditable(createGuideEditingRepository(tx), kind, id, user));
  }

  /** The stored guide as the editor loads it, with the caller's own draft. */
  async function editableGuide(executor: Executor, kind: GuideKind, id: number, user: UserClaims): Promise<EditableGuide> {
    const guides = createGuidesRepository(executor);
    const record = await findGuideRecord(guides, kind, id);
    if (!record) throw notFound();
    const row = "trail" in record ? record.trail : record.route;
    requireAccess(user, ROUTE_RULES.guideEditor, { kind, authorId: row.userId, acceptedAt: row.acceptedAt }, notYourGuide);
    const [guidePhotos, waypoints, draft] = await Promise.all([
      guides.listPhotos(kind, id),
      guides.listWaypointsWithPhotos(kind, id),
      createGuideEditingRepository(executor).findDraft(kind, id, user.id),
    ]);
    const columns = COLUMNS[kind] as Record<string, string>;
    const fields = Object.fromEntries(
      Object.entries(columns).map(([field, column]) => [field, (row as unknown as Record<string, unknown>)[column]]),
    );
    const trailFlags =
      "trail" in record
        ? {
            is_preview: record.trail.isPreview,
            is_boh: record.trail.isBoh,
            can_set_trail_flags: TRAIL_TOOL.rule.admit(user) === "admitted",
          }
        : {};
    return {
      ...fields,
      ...trailFlags,
      kind,
      id: row.id,
      slug: `${row.id}-${row.slug}`,
      page_url: pagePathOf(kind, record),
      state: record.state,
      waypoints: waypoints.map(toEditableWaypoint),
      photos: guidePhotos.map(toEditorPhoto),
      workflow: {
        state: row.workflowState,
        submitted_at: isoDateTime(row.submittedAt),
        accepted_at: isoDateTime(row.acceptedAt),
        available_actions: availableWorkflowActions(user, { state: row.workflowState, authorId: row.userId }),
      },
      dates: {
        original_publish_date: row.originalPublishDate,
        last_published_date: row.lastPublishedDate,
        new_edition_date: row.newEditionDate,
      },
      can_set_new_edition_date: canSetNewEditionDate(user),
      can_read_editor_notes: canReadEditorNotes(user, { authorId: row.userId }),
      draft: draft ? { fields: keptDraftFields(kind, draft.fields), saved_at: draft.savedAt.toISOString() } : null,
      updated_at: row.updatedAt.toISOString(),
    } as EditableGuide;
  }

  /** The waypoints a save sends, checked to be this guide's own, as rows. */
  async function waypointRows(
    editing: GuideEditingRepository,
    kind: GuideKind,
    id: number,
    sent: NonNullable<ScoutRouteSave["waypoints"]>,
  ) {
    const own = new Set(await editing.listWaypointIds(kind, id));
    const errors: Record<string, string[]> = {};
    sent.forEach((waypoint, index) => {
      if (waypoint.id !== undefined && !own.has(waypoint.id)) {
        errors[`waypoints.${index}.id`] = ["This waypoint is not part of this guide."];
      }
    });
    if (Object.keys(errors).length > 0) throw badRequest("Some fields are not valid.", errors);
    return sent.map((waypoint) => ({
      ...(waypoint.id === undefined ? {} : { id: waypoint.id }),
      name: waypoint.name,
      waypointType: waypoint.waypoint_type,
      latitude: waypoint.latitude,
      longitude: waypoint.longitude,
      descriptionHtml: sanitizeEditorHtml(waypoint.description ?? ""),
    }));
  }

  /** A trail's rating as it will be after the save: both ends or neither, the low end not above the high. */
  function checkRating(before: EditableGuide, body: TrailSave) {
    if (before.kind !== "trail") return;
    const low = body.technical_rating_low === undefined ? before.technical_rating_low : body.technical_rating_low;
    const high = body.technical_rating_high === undefined ? before.technical_rating_high : body.technical_rating_high;
    if ((low == null) !== (high == null)) throw fieldError("technical_rating_high", "Set both ends of the rating, or neither.");
    if (low != null && high != null && low > high) {
      throw fieldError("technical_rating_high", "The high end is at least the low end.");
    }
  }

  return {
    async getEditable(kind: GuideKind, id: number, user: UserClaims): Promise<EditableGuide> {
      return editableGuide(db, kind, id, user);
    },

    /**
     * A save: any subset of the fields, with the reason for it. Everything or nothing: the row, the
     * waypoints, the history entry, the saver's draft and, when the guide is published, its map and
     * search rows. A save based on an older version of the guide than the stored one is refused.
     */
    async save(kind: GuideKind, id: number, body: ScoutRouteSave | TrailSave, user: UserClaims): Promise<EditableGuide> {
      if (body.new_edition_date !== undefined && !canSetNewEditionDate(user)) {
        throw forbidden("Only a super user may set the new edition date.");
      }
      return inTransaction(async (tx) => {
        const editing = createGuideEditingRepository(tx);
        const guides = createGuidesRepository(tx);
        const locked = await lockEditable(editing, kind, id, user);
        if (body.updated_at !== undefined && new Date(body.updated_at).getTime() !== locked.updatedAt.getTime()) {
          throw conflict(STALE_SAVE_MESSAGE, "stale");
        }
        const before = await editableGuide(tx, kind, id, user);
        checkRating(before, body);
        const now = clock.now();
        const columns = COLUMNS[kind] as Record<string, string>;
        const values: Record<string, unknown> = { updatedAt: now };
        const changes: FieldChanges = {};
        const record = (field: string, from: unknown, to: unknown) => {
          if (!sameValue(from, to)) changes[field] = { from: historyValue(field, from), to: historyValue(field, to) };
        };
        const sent = body as Record<string, unknown>;
        for (const [field, column] of Object.entries(columns)) {
          if (sent[field] === undefined) continue;
          const value = RICH_TEXT_FIELDS.has(field) ? sanitizeEditorHtml(sent[field] as string) : sent[field];
          record(field, (before as unknown as Record<string, unknown>)[field], value);
          if (field === "geojson") Object.assign(values, lineColumns((value as { coordinates: Position[] }).coordinates));
          else values[column] = value;
        }
        if (changes.status) values.statusReportedAt = now;
        if (body.new_edition_date !== undefined) {
          record("new_edition_date", before.dates.new_edition_date, body.new_edition_date);
          values.newEditionDate = body.new_edition_date;
        }
        if (kind === "trail") await editing.updateTrail(id, values);
        else await editing.updateScoutRoute(id, values);
        if (body.waypoints !== undefined) {
          const rows = await waypointRows(editing, kind, id, body.waypoints);
          record(
            "waypoints",
            before.waypoints,
            rows.map((row) => ({
              name: row.name,
              waypoint_type: row.waypointType,
              latitude: row.latitude,
              longitude: row.longitude,
              description: row.descriptionHtml,
            })),
          );
          await editing.replaceWaypoints(kind, id, rows);
        }
        const reason =
          body.change_reason ??
          `New edition date changed from ${before.dates.new_edition_date ?? "none"} to ${body.new_edition_date ?? "none"}.`;
        const reasonHtml = body.change_reason == null ? reason : textAsHtml(reason);
        await guides.insertHistoryEntry({ kind, guideId: id, userId: user.id, at: now, reason: reasonHtml, changes });
        await auditEdit(tx, { kind, guide: locked, user, action: "edited", changes, reason });
        await editing.deleteDraft(kind, id, user.id);
        if (locked.published) await refreshGuideProjections(tx, kind, id, GUIDE_EDIT_PROJECTIONS);
        if (changes.geojson) await refreshGuideProjections(tx, kind, id, LINE_PROJECTIONS);
        return editableGuide(tx, kind, id, user);
      });
    },

    /** Autosave: the caller's unsaved form, kept until they save the guide or discard it. */
    async saveDraft(kind: GuideKind, id: number, fields: DraftFields, user: UserClaims): Promise<{ saved_at: string }> {
      const at = clock.now();
      await inTransaction(async (tx) => {
        const editing = createGuideEditingRepository(tx);
        await lockEditable(editing, kind, id, user);
        await editing.saveDraft(kind, id, user.id, fields, at);
      });
      return { saved_at: at.toISOString() };
    },

    async discardDraft(kind: GuideKind, id: number, user: UserClaims): Promise<void> {
      await inTransaction(async (tx) => {
        const editing = createGuideEditingRepository(tx);
        await lockEditable(editing, kind, id, user);
        await editing.deleteDraft(kind, id, user.id);
      });
    },

    requireEditor,

    /**
     * A photo of the guide, or of one of its waypoints. The renditions are stored before the
     * transaction (the same bytes always give the same files); the row and its history entry in it.
     */
    async addPhoto(
      kind: GuideKind,
      id: number,
      input: { photo: Buffer; photoType: PhotoType; caption: string | null; waypointId: number | null },
      user: UserClaims,
    ): Promise<EditorPhoto> {
      await requireEditor(kind, id, user);
      const stored = await photos.storePhoto(input.photo);
      return inTransaction(async (tx) => {
        const editing = createGuideEditingRepository(tx);
        const guide = await lockEditable(editing, kind, id, user);
        if (input.waypointId !== null && !(await editing.listWaypointIds(kind, id)).includes(input.waypointId)) {
          throw fieldError("waypoint_id", "This waypoint is not part of this guide.");
        }
        const at = clock.now();
        const photoId = await editing.insertPhoto(
          { kind, guideId: id, waypointId: input.waypointId },
          { stored, photoType: input.photoType, caption: input.caption, at },
        );
        const reason = input.waypointId === null ? "Added a photo." : "Added a photo to a waypoint.";
        const changes = { photos: { from: null, to: { id: photoId, photo_type: input.photoType, caption: input.caption } } };
        await createGuidesRepository(tx).insertHistoryEntry({
          kind,
          guideId: id,
          userId: user.id,
          at,
          reason: textAsHtml(reason),
          changes,
        });
        await auditEdit(tx, { kind, guide, user, action: "photo added", changes, reason });
        return toEditorPhoto(await editing.findPhotoRow(photoId));
      });
    },

    async updatePhoto(
      kind: GuideKind,
      id: number,
      photoId: number,
      patch: { caption?: string | null; photo_type?: PhotoType; position?: number },
      user: UserClaims,
    ): Promise<EditorPhoto> {
      return inTransaction(async (tx) => {
        const editing = createGuideEditingRepository(tx);
        const guide = await lockEditable(editing, kind, id, user);
        const photo = await editing.findGuidePhoto(kind, id, photoId);
        if (!photo) throw notFound("No such photo on this guide.");
        const before = { caption: photo.caption, photo_type: photo.photoType, position: photo.position };
        const after = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) };
        await editing.updatePhoto(photoId, { caption: after.caption, photoType: after.photo_type, position: after.position });
        const reason = "Changed a photo.";
        const changes: FieldChanges = sameValue(before, after)
          ? {}
          : { photos: { from: { id: photoId, ...before }, to: { id: photoId, ...after } } };
        await createGuidesRepository(tx).insertHistoryEntry({
          kind,
          guideId: id,
          userId: user.id,
          at: clock.now(),
          reason: textAsHtml(reason),
          changes,
        });
        await auditEdit(tx, { kind, guide, user, action: "photo changed", changes, reason });
        return toEditorPhoto(await editing.findPhotoRow(photoId));
      });
    },

    async deletePhoto(kind: GuideKind, id: number, photoId: number, user: UserClaims): Promise<void> {
      await inTransaction(async (tx) => {
        const editing = createGuideEditingRepository(tx);
        const guide = await lockEditable(editing, kind, id, user);
        const photo = await editing.findGuidePhoto(kind, id, photoId);
        if (!photo) throw notFound("No such photo on this guide.");
        await editing.deletePhoto(photoId);
        const reason = "Removed a photo.";
        const changes = { photos: { from: { id: photoId, caption: photo.caption, photo_type: photo.photoType }, to: null } };
        await createGuidesRepository(tx).insertHistoryEntry({
          kind,
          guideId: id,
          userId: user.id,
          at: clock.now(),
          reason: textAsHtml(reason),
          changes,
        });
        await auditEdit(tx, { kind, guide, user, action: "photo removed", changes, reason });
      });
    },

    /**
     * A new scout route in draft, by its author: the line's first point is the trailhead, its nearest
     * town in the state names the place. Its waypoints, if it came from a file, become the route's.
     */
    async createScoutRoute(
      input: { title: string; stateCode: string; coordinates: Position[]; waypoints: WaypointValues[] },
      user: UserClaims,
    ): Promise<{ id: number; slug: string; edit_url: string }> {
      return inTransaction(async (tx) => {
        const editing = createGuideEditingRepository(tx);
        const state = await editing.findState(input.stateCode);
        if (!state) throw fieldError("state_code", "Choose a state.");
        const line = lineColumns(input.coordinates);
        const town = await editing.findNearestTown(state.id, {
          latitude: line.trailheadLatitude,
          longitude: line.trailheadLongitude,
        });
        const now = clock.now();
        const route = await editing.insertScoutRoute({
          title: input.title,
          slug: slugify(input.title) || "route",
          stateId: state.id,
          cityId: town?.id ?? null,
          nearestTownName: town?.name ?? "",
          countyName: town?.countyName ?? null,
          ...line,
          status: "open",
          routeDescription: "",
          categories: [],
          userId: user.id,
          createdAt: now,
          updatedAt: now,
        });
        if (input.waypoints.length > 0) await editing.replaceWaypoints("scout-route", route.id, input.waypoints);
        await createGuidesRepository(tx).insertHistoryEntry({
          kind: "scout-route",
          guideId: route.id,
          userId: user.id,
          at: now,
          reason: textAsHtml("Started the route."),
          changes: {},
        });
        return { id: route.id, slug: `${route.id}-${route.slug}`, edit_url: editPath("scout-route", route.id) };
      });
    },

    /** A note on a guide: by its author (a writer's note) or by staff, ADMIN or greater (an editor's note). */
    async addEditorNote(kind: GuideKind, id: number, content: string, user: UserClaims): Promise<EditorNote> {
      return inTransaction(async (tx) => {
        const editing = createGuideEditingRepository(tx);
        const guide = await editing.lockGuide(kind, id);
        if (!guide) throw notFound();
        requireAccess(user, ROUTE_RULES.guideAuthorOrEditor, guide);
        const at = clock.now();
        const authorRole = guide.authorId === user.id ? "writer" : "editor";
        const contentHtml = textAsHtml(content);
        const noteId = await editing.insertEditorNote({ kind, guideId: id, authorId: user.id, authorRole, contentHtml, at });
        if (authorRole === "editor") {
          await recordStaffChange(tx, {
            actorId: user.id,
            entityType: auditEntityTypeOf(kind),
            entityId: id,
            action: "editor note added",
            after: { editor_note: content },
          });
        }
        return {
          id: noteId,
          editor_name: authorRole === "editor" ? user.name : null,
          writer_name: authorRole === "writer" ? user.name : null,
          created_at: at.toISOString(),
          content: contentHtml,
        };
      });
    },
  };
}

export type GuideEditingService = ReturnType<typeof createGuideEditingService>;
