import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

export interface ProxySettings {
  trustProxy: boolean;
  /** How many trusted proxies append to X-Forwarded-For: the client is that many entries from the right. */
  trustedProxyHops: number;
}

/**
 * The address rate limits are keyed on. Behind trusted proxies, X-Forwarded-For is read from the
 * right: each proxy appends the address it got the request from, so the entries a client wrote itself
 * are on the left and the one our nearest trusted proxies vouch for is `trustedProxyHops` from the
 * right. Without a proxy the header is the client's own word and is ignored: the socket's peer, else
 * "unknown" (in-process requests have no socket).
 */
export function clientIp(c: Context, { trustProxy, trustedProxyHops }: ProxySettings): string {
  if (trustProxy) {
    const entries = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const vouched = entries[Math.max(entries.length - trustedProxyHops, 0)];
    if (vouched) return vouched;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
