import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address rate limits are keyed on: the first X-Forwarded-For entry (the app runs behind a proxy
 * in production), else the socket's peer, else "unknown" (in-process requests have no socket).
 */
export function clientIp(c: Context): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
