// What a page tells the reader after an API call failed.
import { GENERIC_ERROR_TOAST } from "../components/ui/toast";
import { ApiRequestError } from "./api-client";

/** The server's own words for a 4xx (the first field message, else its detail); a generic line otherwise. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.body && error.status < 500) {
    const firstFieldMessage = Object.values(error.body.fields ?? {})[0]?.[0];
    return firstFieldMessage ?? error.body.detail;
  }
  return GENERIC_ERROR_TOAST;
}

/** The message of one field of a 400 answer, for showing it under that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiRequestError ? error.body?.fields?.[field]?.[0] : undefined;
}
