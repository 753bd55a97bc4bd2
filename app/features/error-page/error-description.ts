// What the error page says (spec §2.9, §8), worked out from whatever a route threw.
import { isRouteErrorResponse } from "react-router";

export const NOT_FOUND_TEXT = "Page not found, let's get you back on trail.";
export const GENERIC_ERROR_TEXT = "Darn, we can't find what you're looking for....";

export interface ErrorDescription {
  status: number;
  /** The thrown message, when the route meant to say something ("Page not found: /x"). */
  message?: string;
}

/**
 * Responses thrown on purpose (`throw data("Page not found: /x", { status: 404 })`) carry a message
 * for people. Anything else is a bug whose text is internal, so it shows as a plain 500.
 */
export function describeRouteError(error: unknown): ErrorDescription {
  if (!isRouteErrorResponse(error)) return { status: 500 };
  return { status: error.status, message: messageFromData(error.data) ?? (error.statusText || undefined) };
}

function messageFromData(data: unknown): string | undefined {
  if (typeof data === "string") return data || undefined;
  if (typeof data === "object" && data !== null) {
    const { detail, message } = data as { detail?: unknown; message?: unknown };
    if (typeof detail === "string" && detail) return detail;
    if (typeof message === "string" && message) return message;
  }
  return undefined;
}

export interface ErrorPageText {
  lead: string;
  /** A second, smaller line: the "Page not found: {path}" message of a 404. */
  detail?: string;
}

export function errorPageText({ status, message }: ErrorDescription): ErrorPageText {
  if (status === 404) return { lead: NOT_FOUND_TEXT, detail: message };
  const isGeneric = !message || message === "Error";
  return { lead: isGeneric ? GENERIC_ERROR_TEXT : message };
}

/** /login?return_url={path}: after logging in, the visitor comes back to the page that failed. */
export const LOGIN_RETURN_PARAMETER = "return_url";
