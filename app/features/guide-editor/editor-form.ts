// The guide editor's form as data: its values from the editable guide (or a draft), what a save
// sends (only the fields that changed), the checks of the shared contract before sending, and the
// draft kept while typing. No React here, so the rules are tested on their own.
import type { z } from "zod";
import {
  SCOUT_ROUTE_EDIT_FIELDS,
  TRAIL_EDIT_FIELDS,
  scoutRouteSaveSchema,
  trailSaveSchema,
  type DraftFields,
  type EditableGuide,
  type EditableLine,
  type EditorPhoto,
  type GuideKind,
  type ScoutRouteSave,
  type TrailSave,
  type WaypointInput,
} from "../../../shared/contracts/guide-editor.contract";
import type { TrailStatus } from "../../../shared/domain/difficulty";
import type { WaypointType } from "../../../shared/domain/guide-editing";
import type { FieldErrors } from "../../lib/field-errors";

/** A waypoint in the form: `key` names it on the map and in the list, `id` once it is saved. */
export interface FormWaypoint {
  key: string;
  id?: number;
  name: string;
  waypoint_type: WaypointType;
  latitude: number;
  longitude: number;
  /** HTML. */
  description: string;
  /** Saved waypoints' photos, uploaded one by one. */
  photos: EditorPhoto[];
}

interface SharedValues {
  title: string;
  nearest_town_name: string;
  county_name: string;
  geojson: EditableLine;
  state_message: string;
  road_condition: string;
  status: TrailStatus;
  permit_information_link: string;
  waypoints: FormWaypoint[];
}

export interface ScoutRouteValues extends SharedValues {
  kind: "scout-route";
  difficulty: number | null;
  route_description: string;
  categories: string[];
}

export interface TrailValues extends SharedValues {
  kind: "trail";
  technical_rating_low: number | null;
  technical_rating_high: number | null;
  points_of_concern: string[];
  teaser: string;
  description: string;
  season: string;
}

export type EditorValues = ScoutRouteValues | TrailValues;

/** Any field of either kind, for one update function. */
export type ValuesPatch = Partial<Omit<ScoutRouteValues, "kind"> & Omit<TrailValues, "kind">>;

type SaveBody = ScoutRouteSave | TrailSave;

let newWaypointCount = 0;
/** A key for a waypoint added in this browser. */
export const newWaypointKey = () => `new-${++newWaypointCount}`;
const savedWaypointKey = (id: number) => `waypoint-${id}`;

export function valuesOf(guide: EditableGuide): EditorValues {
  const shared: SharedValues = {
    title: guide.title,
    nearest_town_name: guide.nearest_town_name,
    county_name: guide.county_name ?? "",
    geojson: guide.geojson,
    state_message: guide.state_message ?? "",
    road_condition: guide.road_condition ?? "",
    status: guide.status,
    permit_information_link: guide.permit_information_link ?? "",
    waypoints: guide.waypoints.map((waypoint) => ({
      ...waypoint,
      key: savedWaypointKey(waypoint.id),
      waypoint_type: waypoint.waypoint_type,
    })),
  };
  if (guide.kind === "scout-route") {
    return {
      ...shared,
      kind: "scout-route",
      difficulty: guide.difficulty,
      route_description: guide.route_description,
      categories: guide.categories,
    };
  }
  return {
    ...shared,
    kind: "trail",
    technical_rating_low: guide.technical_rating_low,
    technical_rating_high: guide.technical_rating_high,
    points_of_concern: guide.points_of_concern,
    teaser: guide.teaser,
    description: guide.description,
    season: guide.season ?? "",
  };
}

const fieldsOfKind = (kind: GuideKind): readonly string[] => (kind === "trail" ? TRAIL_EDIT_FIELDS : SCOUT_ROUTE_EDIT_FIELDS);

/** A waypoint as the API takes it. */
function waypointInput({ id, name, waypoint_type, latitude, longitude, description }: FormWaypoint): WaypointInput {
  return id === undefined
    ? { name, waypoint_type, latitude, longitude, description }
    : { id, name, waypoint_type, latitude, longitude, description };
}

/** Every edit field of the guide's kind as it would be sent. */
function sendable(values: EditorValues): Record<string, unknown> {
  const record = values as unknown as Record<string, unknown>;
  return Object.fromEntries(
    fieldsOfKind(values.kind).map((field) => [
      field,
      field === "waypoints" ? values.waypoints.map(waypointInput) : record[field],
    ]),
  );
}

/** The fields whose value differs from the last saved one: a save sends only these. */
export function changedFields(values: EditorValues, saved: EditorValues): Record<string, unknown> {
  const now = sendable(values);
  const before = sendable(saved);
  return Object.fromEntries(
    Object.entries(now).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field])),
  );
}

export function saveBody(values: EditorValues, saved: EditorValues, changeReason: string, updatedAt: string): SaveBody {
  // A blank reason is left out, so the contract says what is missing ("Say what you changed and why.").
  const reason = changeReason.trim() ? { change_reason: changeReason } : {};
  return { ...changedFields(values, saved), ...reason, updated_at: updatedAt };
}

/** Messages by field path ("title", "waypoints.0.name"), as the API names them in its 400 answer. */
export function fieldErrorsByPath(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path.length > 0 ? issue.path.join(".") : "non_field_errors"] ??= issue.message;
  return errors;
}

/** The contract's checks of a save, before it is sent; empty when it may go. */
export function saveErrors(kind: GuideKind, body: SaveBody): FieldErrors {
  const result = kind === "trail" ? trailSaveSchema.safeParse(body) : scoutRouteSaveSchema.safeParse(body);
  return result.success ? {} : fieldErrorsByPath(result.error);
}

/** What the autosave keeps: every field as typed, and the reason if one was written. */
export function draftFieldsOf(values: EditorValues, changeReason: string): DraftFields {
  const fields = sendable(values);
  return (changeReason.trim() ? { ...fields, change_reason: changeReason } : fields) as DraftFields;
}

/** The form as a draft left it; waypoints keep the photos the guide has for them. */
export function valuesWithDraft(values: EditorValues, fields: DraftFields): { values: EditorValues; changeReason: string } {
  const known = new Set(fieldsOfKind(values.kind));
  const restored: Record<string, unknown> = { ...values };
  for (const [field, value] of Object.entries(fields)) {
    // A text box holds "" for no value; a rating keeps its null.
    if (known.has(field) && field !== "waypoints") restored[field] = value ?? (typeof restored[field] === "string" ? "" : null);
  }
  if (Array.isArray(fields.waypoints)) {
    const photosById = new Map(values.waypoints.map((waypoint) => [waypoint.id, waypoint.photos]));
    restored.waypoints = (fields.waypoints as unknown as WaypointInput[]).map((waypoint) => ({
      ...waypoint,
      description: waypoint.description ?? "",
      key: waypoint.id === undefined ? newWaypointKey() : savedWaypointKey(waypoint.id),
      photos: (waypoint.id !== undefined && photosById.get(waypoint.id)) || [],
    }));
  }
  return {
    values: restored as unknown as EditorValues,
    changeReason: typeof fields.change_reason === "string" ? fields.change_reason : "",
  };
}

/** A draft is worth offering when it was kept after the guide was last saved. */
export function isDraftNewer(guide: Pick<EditableGuide, "draft" | "updated_at">): boolean {
  return guide.draft != null && Date.parse(guide.draft.saved_at) > Date.parse(guide.updated_at);
}
