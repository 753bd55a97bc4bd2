// The browser's calls to the My Content API (/api/v2/user-content/); imports report their upload
// progress (upload-with-progress.ts).
import type {
  ImportResult,
  MyContent,
  PrivacyZone,
  PrivacyZoneCreate,
  PrivacyZones,
  TrackCreate,
  TrackDetail,
  TrackUpdate,
  UserContentKind,
  Waypoint,
  WaypointCreate,
  WaypointUpdate,
} from "../../../../shared/contracts/user-content.contract";
import { apiFetch } from "../../../lib/api-client";
import { uploadWithProgress } from "../../../lib/upload-with-progress";

const BASE = "/api/v2/user-content";
const itemPath = (kind: UserContentKind, uuid: string) => `${BASE}/${kind}/${encodeURIComponent(uuid)}/`;

export const myContentClient = {
  list: () => apiFetch<MyContent>(`${BASE}/`),
  /** One track with every point and its elevation profile. */
  getTrack: (uuid: string) => apiFetch<TrackDetail>(itemPath("tracks", uuid)),
  createTrack: (input: Partial<TrackCreate> & Pick<TrackCreate, "name" | "geometry">) =>
    apiFetch<TrackDetail>(`${BASE}/tracks/`, { method: "POST", json: input }),
  updateTrack: (uuid: string, input: TrackUpdate) =>
    apiFetch<TrackDetail>(itemPath("tracks", uuid), { method: "PATCH", json: input }),
  deleteTrack: (uuid: string) => apiFetch<void>(itemPath("tracks", uuid), { method: "DELETE" }),
  createWaypoint: (input: Partial<WaypointCreate> & Pick<WaypointCreate, "name" | "latitude" | "longitude">) =>
    apiFetch<Waypoint>(`${BASE}/waypoints/`, { method: "POST", json: input }),
  updateWaypoint: (uuid: string, input: WaypointUpdate) =>
    apiFetch<Waypoint>(itemPath("waypoints", uuid), { method: "PATCH", json: input }),
  deleteWaypoint: (uuid: string) => apiFetch<void>(itemPath("waypoints", uuid), { method: "DELETE" }),
};

const ZONES = "/api/v2/users/me/privacy-zones/";

export const privacyZonesClient = {
  list: () => apiFetch<PrivacyZones>(ZONES),
  create: (input: PrivacyZoneCreate) => apiFetch<PrivacyZone>(ZONES, { method: "POST", json: input }),
  delete: (uuid: string) => apiFetch<void>(`${ZONES}${encodeURIComponent(uuid)}/`, { method: "DELETE" }),
};

/** Uploads files for import; `onProgress` gets 0..1 as the bytes leave the browser. */
export async function importFiles(files: readonly File[], onProgress: (fraction: number) => void): Promise<ImportResult> {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  return uploadWithProgress<ImportResult>(`${BASE}/import/`, form, onProgress);
}
