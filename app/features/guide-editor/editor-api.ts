// The guide editor's calls (issue "Authoring", shared/contracts/guide-editor.contract.ts): save,
// autosave a draft, photos, workflow actions, editor notes and a new scout route.
import type {
  DraftFields,
  EditableGuide,
  EditorPhoto,
  GuideKind,
  GuidePhotoPatch,
  NewScoutRoute,
  NewScoutRouteCreated,
  ScoutRouteSave,
  TrailSave,
  WorkflowSummary,
} from "../../../shared/contracts/guide-editor.contract";
import type { WorkflowAction } from "../../../shared/domain/guide-workflow";
import type { GuideSegment } from "../../components/guide-records/guide-records-dialogs";
import { apiFetch } from "../../lib/api-client";
import { uploadWithProgress } from "../../lib/upload-with-progress";

export const SEGMENTS: Record<GuideKind, GuideSegment> = { "scout-route": "scout-routes", trail: "trails" };

const editPath = (kind: GuideKind, id: number) => `/api/v2/${SEGMENTS[kind]}/edit/${id}/`;

export interface NewPhoto {
  file: File;
  photoType: number;
  caption: string;
  waypointId?: number;
}

export const editorApi = {
  save: (kind: GuideKind, id: number, body: ScoutRouteSave | TrailSave) =>
    apiFetch<EditableGuide>(editPath(kind, id), { method: "PATCH", json: body }),

  saveDraft: (kind: GuideKind, id: number, fields: DraftFields) =>
    apiFetch<{ saved_at: string }>(`${editPath(kind, id)}draft/`, { method: "PUT", json: { fields } }),
  discardDraft: (kind: GuideKind, id: number) => apiFetch<void>(`${editPath(kind, id)}draft/`, { method: "DELETE" }),

  uploadPhoto: (kind: GuideKind, id: number, photo: NewPhoto, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append("photo", photo.file, photo.file.name);
    form.append("photo_type", String(photo.photoType));
    form.append("caption", photo.caption);
    if (photo.waypointId !== undefined) form.append("waypoint_id", String(photo.waypointId));
    return uploadWithProgress<EditorPhoto>(`${editPath(kind, id)}photos/`, form, onProgress);
  },
  updatePhoto: (kind: GuideKind, id: number, photoId: number, patch: GuidePhotoPatch) =>
    apiFetch<EditorPhoto>(`${editPath(kind, id)}photos/${photoId}/`, { method: "PATCH", json: patch }),
  deletePhoto: (kind: GuideKind, id: number, photoId: number) =>
    apiFetch<void>(`${editPath(kind, id)}photos/${photoId}/`, { method: "DELETE" }),

  takeAction: (kind: GuideKind, id: number, action: WorkflowAction, note?: string) =>
    apiFetch<WorkflowSummary>(`/api/v2/${SEGMENTS[kind]}/${id}/workflow/`, { method: "POST", json: { action, note } }),

  addEditorNote: (kind: GuideKind, id: number, content: string) =>
    apiFetch<unknown>("/api/v2/vendors/editor-notes/", {
      method: "POST",
      json: { [kind === "trail" ? "trail" : "scout_route"]: id, content },
    }),

  createScoutRoute: (route: NewScoutRoute) =>
    apiFetch<NewScoutRouteCreated>("/api/v2/scout-routes/", { method: "POST", json: route }),
  createScoutRouteFromFile: (title: string, stateCode: string, file: File) => {
    const form = new FormData();
    form.append("title", title);
    form.append("state_code", stateCode);
    form.append("file", file, file.name);
    return apiFetch<NewScoutRouteCreated>("/api/v2/scout-routes/", { method: "POST", form });
  },
};
