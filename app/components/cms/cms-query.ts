// Reading and changing a staff list's state in the URL (ADR 0047): the loader parses the page's
// search parameters with the list's contract, and links change one parameter at a time.
import type { z } from "zod";

/** The list query in the request's URL; a value the contract refuses falls back to its default. */
export function cmsQueryFrom<Schema extends z.ZodType>(request: Request, schema: Schema): z.infer<Schema> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  const valid = { ...params };
  for (const issue of parsed.error.issues) delete valid[String(issue.path[0])];
  return schema.parse(valid);
}

/**
 * The current search with some parameters set (a null removes one) and the empty ones left out;
 * changing anything but the page goes back to page 1.
 */
export function withParams(search: string, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  if (!("page" in changes)) params.delete("page");
  // A filter left empty in the toolbar's form means no filter; the API refuses an empty value.
  for (const [key, value] of [...params]) if (value === "") params.delete(key);
  const query = params.toString();
  return query ? `?${query}` : "?";
}
