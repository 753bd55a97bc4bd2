// Editing a trail or scout route (issue "Authoring", ADR 0042): the editable guide the editor loads,
// the save body with each field's limits, the autosaved draft, photos, the publishing workflow, a new
// scout route and an editor note. The editor's form checks with the same schemas the API does.
import { z } from "zod";
import { TRAIL_STATUSES, POINTS_OF_CONCERN } from "../domain/difficulty";
import { GUIDE_EDIT_LIMITS as LIMITS, SCOUT_ROUTE_CATEGORIES, WAYPOINT_TYPES } from "../domain/guide-editing";
import { WORKFLOW_ACTIONS, WORKFLOW_STATES, WORKFLOW_TRANSITIONS } from "../domain/guide-workflow";
import { PHOTO_TYPES } from "../domain/photo-types";
import { stateRefSchema } from "./scout-route.contract";

export const GUIDE_KINDS = ["scout-route", "trail"] as const;
export const guideKindSchema = z.enum(GUIDE_KINDS);
export type GuideKind = z.infer<typeof guideKindSchema>;

const isoDateTime = z.iso.datetime({ offset: true });
const id = z.number().int().positive();

/** Text a person types: trimmed; required ones at least `min` characters. */
const text = (limits: { min?: number; max: number }, label: string) => {
  const trimmed = z.string().trim();
  const atLeast =
    limits.min == null
      ? trimmed
      : trimmed.min(limits.min, limits.min === 1 ? `Enter the ${label}.` : `Enter at least ${limits.min} characters.`);
  return atLeast.max(limits.max, `Use at most ${limits.max} characters.`);
};

/** Optional text: an empty box is stored as no value. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .nullable()
    .transform((value) => (value == null || value === "" ? null : value));

/** Rich text as HTML; the server sanitizes it before storing (spec §5). */
const richText = (max: number) => z.string().max(max, `Use at most ${max.toLocaleString("en-US")} characters.`);

const longitude = z.number().min(-180, "Longitude is between -180 and 180.").max(180, "Longitude is between -180 and 180.");
const latitude = z.number().min(-90, "Latitude is between -90 and 90.").max(90, "Latitude is between -90 and 90.");
const position = z.union([z.tuple([longitude, latitude]), z.tuple([longitude, latitude, z.number()])]);

/** The route's line, [lng, lat(, ele)] with the trailhead first. */
export const editableLineSchema = z.object({
  type: z.literal("LineString"),
  coordinates: z
    .array(position)
    .min(LIMITS.linePoints.min, "Draw at least two points.")
    .max(LIMITS.linePoints.max, `Use at most ${LIMITS.linePoints.max.toLocaleString("en-US")} points.`),
});
export type EditableLine = z.infer<typeof editableLineSchema>;

const rating = z.number().int().min(1, "Choose 1 to 10.").max(10, "Choose 1 to 10.");
const photoType = z.literal(Object.values(PHOTO_TYPES));

/** A photo of a guide or of one of its waypoints, as the editor lists it. */
export const editorPhotoSchema = z.object({
  id,
  /** 0 hero, 1 camping, 2 hardest part, 3 highlight. */
  photo_type: photoType,
  caption: z.string().nullable(),
  position: z.number().int(),
  resized_medium: z.string(),
  resized_large: z.string(),
  original: z.string(),
});
export type EditorPhoto = z.infer<typeof editorPhotoSchema>;

/** A waypoint as it is saved: with `id` an existing one kept and updated, without one a new one. */
export const waypointInputSchema = z.object({
  id: id.optional(),
  name: text(LIMITS.waypointName, "waypoint's name"),
  waypoint_type: z.enum(WAYPOINT_TYPES, "Choose a waypoint type."),
  latitude,
  longitude,
  /** HTML. */
  description: richText(LIMITS.waypointDescription.max).default(""),
});
export type WaypointInput = z.input<typeof waypointInputSchema>;

export const editableWaypointSchema = waypointInputSchema.required({ id: true }).extend({
  description: z.string(),
  photos: z.array(editorPhotoSchema),
});
export type EditableWaypoint = z.infer<typeof editableWaypointSchema>;

/** What both kinds of guide edit. */
const sharedEditFields = {
  title: text(LIMITS.title, "title"),
  nearest_town_name: text(LIMITS.nearestTownName, "nearest town"),
  county_name: optionalText(LIMITS.countyName.max),
  geojson: editableLineSchema,
  state_message: optionalText(LIMITS.stateMessage.max),
  road_condition: optionalText(LIMITS.roadCondition.max),
  status: z.enum(TRAIL_STATUSES, "Choose a status."),
  permit_information_link: z
    .union([
      z.literal("").transform(() => null),
      z.url({ protocol: /^https?$/, message: "Enter a web address starting with http:// or https://." }),
    ])
    .pipe(
      z.string().max(LIMITS.permitInformationLink.max, `Use at most ${LIMITS.permitInformationLink.max} characters.`).nullable(),
    )
    .nullable(),
  /** The full ordered list: items with `id` are kept, items without are added, missing ones deleted. */
  waypoints: z.array(waypointInputSchema).max(LIMITS.waypoints.max, `Use at most ${LIMITS.waypoints.max} waypoints.`),
};

export const scoutRouteEditFieldsSchema = z.object({
  ...sharedEditFields,
  difficulty: rating.nullable(),
  /** HTML. */
  route_description: richText(LIMITS.richText.max),
  categories: z
    .array(z.enum(SCOUT_ROUTE_CATEGORIES, "Choose from the list."))
    .refine((values) => new Set(values).size === values.length, "Choose each category once."),
});
export type ScoutRouteEditFields = z.infer<typeof scoutRouteEditFieldsSchema>;

export const trailEditFieldsSchema = z.object({
  ...sharedEditFields,
  technical_rating_low: rating.nullable(),
  technical_rating_high: rating.nullable(),
  points_of_concern: z
    .array(z.enum(POINTS_OF_CONCERN, "Choose from the list."))
    .refine((values) => new Set(values).size === values.length, "Choose each point of concern once."),
  teaser: text(LIMITS.teaser, "teaser"),
  /** HTML. */
  description: richText(LIMITS.richText.max),
  season: optionalText(LIMITS.season.max),
});
export type TrailEditFields = z.infer<typeof trailEditFieldsSchema>;

export const SCOUT_ROUTE_EDIT_FIELDS = Object.keys(scoutRouteEditFieldsSchema.shape) as (keyof ScoutRouteEditFields)[];
export const TRAIL_EDIT_FIELDS = Object.keys(trailEditFieldsSchema.shape) as (keyof TrailEditFields)[];

/** What a save sends besides the fields: why (required unless only the new edition date changes), and when the editor loaded the guide. */
const saveExtras = {
  change_reason: text(LIMITS.changeReason, "reason for the change").optional(),
  /** The guide's `updated_at` when the editor loaded it: a later save by someone else answers 409. */
  updated_at: isoDateTime.optional(),
  /** SUPER only. */
  new_edition_date: z.iso.date("Enter a date as YYYY-MM-DD.").nullable().optional(),
};

const SAVE_EXTRAS = new Set(["change_reason", "updated_at", "new_edition_date"]);

/** A save sends something, and one that changes anything but the new edition date says why. */
function requireReason(body: Record<string, unknown>, context: z.RefinementCtx) {
  const sent = Object.keys(body).filter((key) => key !== "updated_at" && body[key] !== undefined);
  if (sent.length === 0) context.addIssue({ code: "custom", path: ["non_field_errors"], message: "Send at least one field." });
  const changesFields = sent.some((key) => !SAVE_EXTRAS.has(key));
  if (changesFields && body.change_reason == null) {
    context.addIssue({ code: "custom", path: ["change_reason"], message: "Say what you changed and why." });
  }
}

/** PATCH /api/v2/scout-routes/edit/{id}/: any subset of the fields. */
export const scoutRouteSaveSchema = scoutRouteEditFieldsSchema.partial().extend(saveExtras).strict().superRefine(requireReason);
export type ScoutRouteSave = z.input<typeof scoutRouteSaveSchema>;

/**
 * A trail's paywall flags are not the editor's (issue 33): a super user sets them in the trail tool,
 * with a reason the audit log keeps. A save that sends one is refused next to it, not as an unknown key.
 */
const setInTrailTool = (flag: string) =>
  z
    .never(`${flag} is set by a super user in the trail tool (Admin, Trails), not in the editor.`)
    .optional()
    .meta({
      type: "boolean",
      description: `Refused with 400: ${flag} is set with PATCH /api/v2/admin/trail-cms/{id}/flags/ (SUPER).`,
    });

/** PATCH /api/v2/trails/edit/{id}/: any subset of the fields; the rating's low end is not above its high end. */
export const trailSaveSchema = trailEditFieldsSchema
  .partial()
  .extend({ ...saveExtras, is_preview: setInTrailTool("All-Access Preview"), is_boh: setInTrailTool("Badge of Honor") })
  .strict()
  .superRefine(requireReason)
  .superRefine((body, context) => {
    const { technical_rating_low: low, technical_rating_high: high } = body;
    if ((low == null) !== (high == null) && (low !== undefined || high !== undefined)) {
      context.addIssue({ code: "custom", path: ["technical_rating_high"], message: "Set both ends of the rating, or neither." });
    } else if (low != null && high != null && low > high) {
      context.addIssue({ code: "custom", path: ["technical_rating_high"], message: "The high end is at least the low end." });
    }
  });
export type TrailSave = z.input<typeof trailSaveSchema>;

/** The publishing workflow as an editor sees it: where the guide is and which buttons to show. */
export const workflowSummarySchema = z.object({
  state: z.enum(WORKFLOW_STATES),
  submitted_at: isoDateTime.nullable(),
  accepted_at: isoDateTime.nullable(),
  available_actions: z.array(z.enum(WORKFLOW_ACTIONS)),
});
export type WorkflowSummary = z.infer<typeof workflowSummarySchema>;

/** POST /api/v2/{segment}/{id}/workflow/: a note is required where the transition asks for one (request_changes). */
export const workflowActionSchema = z
  .object({
    action: z.enum(WORKFLOW_ACTIONS, "Choose an action."),
    note: text(LIMITS.workflowNote, "note").optional(),
  })
  .superRefine(({ action, note }, context) => {
    if (WORKFLOW_TRANSITIONS[action].needsNote && note == null) {
      context.addIssue({ code: "custom", path: ["note"], message: "Tell the author what to change." });
    }
  });
export type WorkflowActionInput = z.input<typeof workflowActionSchema>;

/**
 * The editor's autosaved form: the edit fields as typed, which need not pass a save yet (a half-typed
 * title, a reason not written). Only the field names are checked, and the size.
 */
type JsonValue = z.infer<ReturnType<typeof z.json>>;
/** A field's value as typed: any JSON (a request body cannot hold anything else); not z.json(), whose recursion the API document cannot describe. */
const draftValueSchema = z
  .custom<JsonValue>((value) => value !== undefined)
  .meta({ type: ["string", "number", "boolean", "object", "array", "null"], description: "A field's value as typed" });

export const draftFieldsSchema = z
  .partialRecord(z.enum([...new Set([...SCOUT_ROUTE_EDIT_FIELDS, ...TRAIL_EDIT_FIELDS, "change_reason"])]), draftValueSchema)
  .refine(
    (fields) => JSON.stringify(fields).length <= LIMITS.draftBytes,
    "This draft is too large to keep. Save the guide to keep your changes.",
  );
export type DraftFields = z.infer<typeof draftFieldsSchema>;

/** PUT /api/v2/{segment}/edit/{id}/draft/ */
export const draftInputSchema = z.object({ fields: draftFieldsSchema });
export const draftSavedSchema = z.object({ saved_at: isoDateTime });

export const guideDraftSchema = z.object({ fields: draftFieldsSchema, saved_at: isoDateTime });
export type GuideDraft = z.infer<typeof guideDraftSchema>;

export const guideDatesSchema = z.object({
  original_publish_date: z.iso.date().nullable(),
  last_published_date: z.iso.date().nullable(),
  new_edition_date: z.iso.date().nullable(),
});

/** What both kinds of editable guide carry. */
const editableGuideBase = z.object({
  id,
  /** The page's URL segment, "{id}-{title-slug}" for a scout route. */
  slug: z.string(),
  /** Where the guide's page is. */
  page_url: z.string(),
  title: z.string(),
  state: stateRefSchema,
  nearest_town_name: z.string(),
  county_name: z.string().nullable(),
  geojson: editableLineSchema,
  state_message: z.string().nullable(),
  road_condition: z.string().nullable(),
  status: z.enum(TRAIL_STATUSES),
  permit_information_link: z.string().nullable(),
  waypoints: z.array(editableWaypointSchema),
  /** The guide's own photos (not its waypoints'), in order. */
  photos: z.array(editorPhotoSchema),
  workflow: workflowSummarySchema,
  dates: guideDatesSchema,
  can_set_new_edition_date: z.boolean(),
  /** Whether the caller may read and add the guide's editor notes (canReadEditorNotes: its author, or ADMIN+). */
  can_read_editor_notes: z.boolean(),
  /** The caller's own autosaved, unsaved changes, if any. */
  draft: guideDraftSchema.nullable(),
  /** Send it back with a save: a save by someone else since then answers 409. */
  updated_at: isoDateTime,
});

export const editableScoutRouteSchema = editableGuideBase.extend({
  kind: z.literal("scout-route"),
  difficulty: z.number().int().nullable(),
  route_description: z.string(),
  categories: z.array(z.string()),
});
export type EditableScoutRoute = z.infer<typeof editableScoutRouteSchema>;

export const editableTrailSchema = editableGuideBase.extend({
  kind: z.literal("trail"),
  technical_rating_low: z.number().int().nullable(),
  technical_rating_high: z.number().int().nullable(),
  points_of_concern: z.array(z.string()),
  teaser: z.string(),
  description: z.string(),
  season: z.string().nullable(),
  /** Shown, not edited: a super user sets them in the trail tool. */
  is_preview: z.boolean(),
  is_boh: z.boolean(),
  /** Whether the caller may open the trail tool, where the flags are set (SUPER). */
  can_set_trail_flags: z.boolean(),
});
export type EditableTrail = z.infer<typeof editableTrailSchema>;

export const editableGuideSchema = z.discriminatedUnion("kind", [editableScoutRouteSchema, editableTrailSchema]);
export type EditableGuide = z.infer<typeof editableGuideSchema>;

/** POST .../photos/: the text fields beside the file ("photo") of the multipart body. */
export const guidePhotoUploadFieldsSchema = z.object({
  photo_type: z.coerce.number().pipe(photoType).default(PHOTO_TYPES.highlight),
  caption: optionalText(LIMITS.photoCaption.max).optional(),
  /** The photo belongs to this waypoint of the guide rather than to the guide. */
  waypoint_id: z.coerce.number().int().positive().optional(),
});

/** PATCH .../photos/{photo_id}/ */
export const guidePhotoPatchSchema = z
  .object({
    caption: optionalText(LIMITS.photoCaption.max),
    photo_type: photoType,
    position: z.number().int().min(0, "Position is 0 or more."),
  })
  .partial()
  .strict();
export type GuidePhotoPatch = z.input<typeof guidePhotoPatchSchema>;

/** POST /api/v2/scout-routes/ as JSON: a drawn line. (As multipart: `title`, `state_code` and a GPX or KML `file`.) */
export const newScoutRouteSchema = z.object({
  title: text(LIMITS.title, "title"),
  state_code: z.string().trim().min(1, "Choose a state."),
  geojson: editableLineSchema,
});
export type NewScoutRoute = z.input<typeof newScoutRouteSchema>;

/** The text fields of the multipart form beside `file`. */
export const newScoutRouteUploadFieldsSchema = newScoutRouteSchema.omit({ geojson: true });

export const newScoutRouteCreatedSchema = z.object({
  id,
  slug: z.string(),
  /** The editor page of the new route. */
  edit_url: z.string(),
});
export type NewScoutRouteCreated = z.infer<typeof newScoutRouteCreatedSchema>;

/** POST /api/v2/vendors/editor-notes/: a note on exactly one guide. */
export const editorNoteInputSchema = z
  .object({ scout_route: id.optional(), trail: id.optional(), content: text(LIMITS.editorNote, "note") })
  .superRefine(({ scout_route: scoutRoute, trail }, context) => {
    if ((scoutRoute == null) === (trail == null)) {
      context.addIssue({ code: "custom", path: ["non_field_errors"], message: "Send exactly one of scout_route and trail." });
    }
  });
export type EditorNoteInput = z.input<typeof editorNoteInputSchema>;
