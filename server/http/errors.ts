// Typed errors thrown by services, turned into the JSON shape of DESIGN §8 in one place.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiError } from "../../shared/contracts/error.contract";
import { isDatabaseUnavailable } from "../db/unavailable";
import { isDataException } from "../db/data-exception";
import type { AppEnv } from "./app-env";

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly detail: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(detail);
    this.name = "HttpError";
  }

  toJSON(): ApiError {
    return this.fields ? { detail: this.detail, code: this.code, fields: this.fields } : { detail: this.detail, code: this.code };
  }
}

/**
 * True for an HttpError with that status. Checked by shape, not `instanceof`: the page renderer is
 * a separate bundle with its own copy of the class.
 */
/** A service's HttpError, recognised by name: the page bundle has its own copy of the class. */
export function asHttpError(error: unknown): HttpError | null {
  return error instanceof Error && error.name === "HttpError" ? (error as HttpError) : null;
}

export function isHttpErrorWithStatus(error: unknown, status: number): boolean {
  return asHttpError(error)?.status === status;
}

export const badRequest = (detail: string, fields?: Record<string, string[]>) =>
  new HttpError(400, fields ? "invalid" : "bad_request", detail, fields);
export const unauthorized = (detail = "Authentication credentials were not provided.") =>
  new HttpError(401, "not_authenticated", detail);
export const forbidden = (detail = "You do not have permission to perform this action.") =>
  new HttpError(403, "permission_denied", detail);
export const notFound = (detail = "Not found.") => new HttpError(404, "not_found", detail);
export const conflict = (detail: string, code = "conflict") => new HttpError(409, code, detail);
/** A 429 that knows when to come back: sent as Retry-After. */
export class ThrottledError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    detail = `Request was throttled. Expected available in ${retryAfterSeconds} seconds.`,
  ) {
    super(429, "throttled", detail);
  }
}

export const tooManyRequests = (retryAfterSeconds: number) => new ThrottledError(retryAfterSeconds);

/** A 503 for work this process has no room for right now; sent with Retry-After. */
export class BusyError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    detail: string,
  ) {
    super(503, "service_unavailable", detail);
  }
}

/** How long a client should wait before trying again while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
export const SERVICE_UNAVAILABLE_DETAIL = "The service is briefly unavailable. Please try again in a moment.";

/** nginx's name for a request the client closed before the answer: nobody reads it, nothing failed. */
export const CLIENT_CLOSED_REQUEST = 499;

export const clientClosed = (c: Context<AppEnv>) => c.req.raw.signal.aborted;

export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (clientClosed(c)) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
  if (error instanceof HttpError) {
    if (error instanceof ThrottledError || error instanceof BusyError) c.header("Retry-After", String(error.retryAfterSeconds));
    return c.json(error.toJSON(), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own refusals: a body that is not JSON, or sent with the wrong content type.
    const isMediaType = error.status === 415;
    const body: ApiError = isMediaType
      ? { detail: "Unsupported media type.", code: "unsupported_media_type" }
      : { detail: "Malformed request body.", code: "bad_request" };
    return c.json(body, error.status);
  }
  if (isDataException(error)) {
    // Input no check caught and PostgreSQL refused (a number out of range, bytes that are not text).
    const body: ApiError = { detail: "Some of the data sent is not valid.", code: "bad_request" };
    return c.json(body, 400);
  }
  if (isDatabaseUnavailable(error)) {
    c.var.logger.warn({ err: error }, "the database is unreachable");
    c.header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    const body: ApiError = { detail: SERVICE_UNAVAILABLE_DETAIL, code: "service_unavailable" };
    return c.json(body, 503);
  }
  c.var.logger.error({ err: error }, "unhandled error");
  const body: ApiError = { detail: "A server error occurred.", code: "server_error" };
  return c.json(body, 500);
}
