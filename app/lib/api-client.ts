// The browser's only way to call the API (spec §7): bearer token on every call, and on HTTP 412
// one token refresh and one retry. No other retries. Bodies go as JSON, or as multipart form data
// for uploads.
import { ACCESS_COOKIE } from "../../shared/domain/auth-cookies";
import type { ApiError } from "../../shared/contracts/error.contract";
import { readCookie } from "./cookies";

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(body?.detail ?? `Request failed with status ${status}`);
    this.name = "ApiRequestError";
  }
}

/**
 * `json` is sent as JSON; `form` as multipart form data, without a Content-Type of ours so the
 * browser sets it with the boundary. A FormData can be sent again, so the 412 retry resends it.
 */
type RequestOptions = Omit<RequestInit, "body"> & { json?: unknown; form?: FormData };

function bodyOf(json: unknown, form: FormData | undefined): BodyInit | undefined {
  if (form !== undefined) return form;
  return json === undefined ? undefined : JSON.stringify(json);
}

function send(path: string, { json, form, headers, ...init }: RequestOptions): Promise<Response> {
  const merged = new Headers(headers);
  merged.set("Authorization", `Bearer ${readCookie(ACCESS_COOKIE) ?? ""}`);
  if (form !== undefined) merged.delete("Content-Type");
  else if (json !== undefined) merged.set("Content-Type", "application/json");
  return fetch(path, {
    ...init,
    headers: merged,
    credentials: "same-origin",
    body: bodyOf(json, form),
  });
}

/** Refreshes the token pair; the refresh token travels in its HttpOnly cookie. */
export async function refreshTokens(): Promise<boolean> {
  const response = await fetch("/api/v2/token/refresh/", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: "{}",
  });
  return response.ok;
}

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(path, options);
  if (response.status === 412 && (await refreshTokens())) response = await send(path, options);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiError | null;
    throw new ApiRequestError(response.status, body);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
