import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address rate limits are keyed on: behind a trusted proxy, the first X-Forwarded-For entry;
 * else the socket's peer, else "unknown" (in-process requests have no socket). Without a proxy the
 * header is the client's own word, and trusting it would let anyone step around the limits.
 */
export function clientIp(c: Context, { trustProxy }: { trustProxy: boolean }): string {
  const forwarded = trustProxy ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
