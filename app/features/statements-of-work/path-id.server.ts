// The numeric id in a statement-of-work or patrol page's path; anything else names no page.
import { pageNotFound } from "../../lib/page-not-found";

const MAX_ID = 2_147_483_647;

export function pathIdOf(request: Request, param: string | undefined): number {
  const id = Number(param);
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID || String(id) !== param) throw pageNotFound(request);
  return id;
}
