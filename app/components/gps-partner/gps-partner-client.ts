// The browser's side of the GPS partner link (ADR 0057): its API calls, and the values spec §3 keeps
// in the browser for it — the path to return to and the "initiate upload" flag (the item to send once
// the partner is authorized). The partner's tokens themselves stay on the server.
import type {
  GpsAuthorizationDone,
  GpsAuthorizationUrl,
  GpsAuthorizeSurface,
  GpsPartnerLink,
  GpsPartnerUnlink,
  GpsUploadItemType,
  GpsUploadResult,
} from "../../../shared/contracts/gps-partner.contract";
import { GPS_PARTNER_ERROR_CODES } from "../../../shared/domain/gps-partner";
import { ApiRequestError, apiFetch } from "../../lib/api-client";

export interface GpsPartnerBrand {
  slug: string;
  name: string;
}

export interface GpsUploadItem {
  item_type: GpsUploadItemType;
  item_id: string;
}

const API = "/api/v2/users/me/gps-partner";
export const GPS_RETURN_PATH_KEY = "gps_partner_return_path";
export const GPS_INITIATE_UPLOAD_KEY = "gps_partner_initiate_upload";

export const fetchGpsPartnerLink = () => apiFetch<GpsPartnerLink>(`${API}/`);

export const startGpsAuthorization = (surface: GpsAuthorizeSurface, returnPath: string | null) =>
  apiFetch<GpsAuthorizationUrl>(`${API}/authorizations/`, { method: "POST", json: { surface, return_path: returnPath } });

export const completeGpsAuthorization = (surface: GpsAuthorizeSurface, code: string, state: string) =>
  apiFetch<GpsAuthorizationDone>(`${API}/authorizations/complete/`, { method: "POST", json: { surface, code, state } });

export const disconnectGpsPartner = () => apiFetch<GpsPartnerUnlink>(`${API}/`, { method: "DELETE" });

export const uploadToGpsPartner = (item: GpsUploadItem) =>
  apiFetch<GpsUploadResult>(`${API}/uploads/`, { method: "POST", json: item });

/** True when the server says the reader must (re)connect the partner before sending. */
export function needsConnecting(error: unknown): boolean {
  const code = error instanceof ApiRequestError ? error.body?.code : undefined;
  return code === GPS_PARTNER_ERROR_CODES.notLinked || code === GPS_PARTNER_ERROR_CODES.reconnect;
}

export function rememberGpsReturn(returnPath: string, item: GpsUploadItem | null): void {
  try {
    localStorage.setItem(GPS_RETURN_PATH_KEY, returnPath);
    if (item) localStorage.setItem(GPS_INITIATE_UPLOAD_KEY, JSON.stringify(item));
    else localStorage.removeItem(GPS_INITIATE_UPLOAD_KEY);
  } catch {
    // Without storage the reader comes back to the home page and presses Send again.
  }
}

/** The stored return path and pending upload. */
export function readGpsReturn(): { returnPath: string | null; item: GpsUploadItem | null } {
  try {
    const stored = localStorage.getItem(GPS_INITIATE_UPLOAD_KEY);
    return { returnPath: localStorage.getItem(GPS_RETURN_PATH_KEY), item: stored ? (JSON.parse(stored) as GpsUploadItem) : null };
  } catch {
    return { returnPath: null, item: null };
  }
}

/** Once the authorization is done: each value is acted on once. */
export function clearGpsReturn(): void {
  try {
    localStorage.removeItem(GPS_RETURN_PATH_KEY);
    localStorage.removeItem(GPS_INITIATE_UPLOAD_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
