// The browser's calls to the My Content API (/api/v2/user-content/). Uploads go through
// XMLHttpRequest, the one browser API that reports upload progress; like apiFetch they send the
// bearer token and refresh it once on HTTP 412 (spec §7).
import type { ApiError } from "../../../../shared/contracts/error.contract";
import type {
  ExportFormat,
  ImportResult,
  MyContent,
  TrackCreate,
  TrackDetail,
  TrackUpdate,
  UserContentKind,
  Waypoint,
  WaypointCreate,
  WaypointUpdate,
} from "../../../../shared/contracts/user-content.contract";
import { ACCESS_COOKIE } from "../../../../shared/domain/auth-cookies";
import { ApiRequestError, apiFetch, refreshTokens } from "../../../lib/api-client";
import { readCookie } from "../../../lib/cookies";

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

/** A download link: the API reads the session cookie on a plain GET, so an <a download> works. */
export const exportUrl = (kind: UserContentKind, uuid: string, format: ExportFormat) =>
  `${itemPath(kind, uuid)}export/?format=${format}`;

/** The public page of a shared item. */
export const sharedPagePath = (uuid: string) => `/user-content/${encodeURIComponent(uuid)}`;

function sendForm(form: FormData, onProgress: (fraction: number) => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${BASE}/import/`);
    request.setRequestHeader("Authorization", `Bearer ${readCookie(ACCESS_COOKIE) ?? ""}`);
    request.withCredentials = true;
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: request.response as unknown });
    request.onerror = () => reject(new ApiRequestError(0, { detail: "The upload could not reach the server.", code: "network" }));
    request.send(form);
  });
}

/** Uploads files for import; `onProgress` gets 0..1 as the bytes leave the browser. */
export async function importFiles(files: readonly File[], onProgress: (fraction: number) => void): Promise<ImportResult> {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  let answer = await sendForm(form, onProgress);
  if (answer.status === 412 && (await refreshTokens())) answer = await sendForm(form, onProgress);
  if (answer.status < 200 || answer.status >= 300) throw new ApiRequestError(answer.status, answer.body as ApiError | null);
  return answer.body as ImportResult;
}
