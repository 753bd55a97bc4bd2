// What a form says when a request fails as a whole (field messages: app/lib/field-errors.ts).
import { ApiRequestError } from "../../lib/api-client";

/** What the visitor reads when a request fails as a whole: the API's own detail when it sent one. */
export function describeRequestError(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return error.body?.detail ?? "Something went wrong on our side. Please try again in a moment.";
  }
  return "We couldn't reach the server. Check your connection and try again.";
}
