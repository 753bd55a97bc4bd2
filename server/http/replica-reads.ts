// Which requests may read from the replica (ADR 0075): a GET or HEAD, unless the client wrote
// something the replica has not replayed yet. After every write the client is given the primary's
// log position in a cookie; until the replica has replayed that far, its reads stay on the primary,
// so a member sees their own review at once while everyone else may see it a moment later.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { getCookie, setCookie } from "hono/cookie";
import { ACCESS_COOKIE } from "../../shared/domain/auth-cookies";
import type { ReplicaReads } from "../db/replica";
import { usesSecureCookies } from "../modules/accounts/session-cookies";
import type { AppEnv } from "./app-env";
import { bearerToken } from "./authenticate";

export const READ_AFTER_COOKIE = "read_after";
/** Far longer than a healthy replica lags; a replica further behind than this is an operator's alarm. */
const READ_AFTER_MAX_AGE_SECONDS = 600;
const READ_ONLY_METHODS = new Set(["GET", "HEAD"]);

export function replicaReads(replica: ReplicaReads | null) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!replica) return next();
    if (!READ_ONLY_METHODS.has(c.req.method)) {
      await next();
      await rememberWritePosition(c, replica);
      return;
    }
    // A signed-in client that keeps no cookies (an app sending its token) could not carry the
    // position of its writes: its reads stay on the primary.
    if (bearerToken(c) && !getCookie(c, ACCESS_COOKIE)) return next();
    const readAfter = getCookie(c, READ_AFTER_COOKIE);
    if (readAfter && !(await replica.hasReplayed(readAfter))) return next();
    return replica.servingReads(next);
  });
}

async function rememberWritePosition(c: Context<AppEnv>, replica: ReplicaReads): Promise<void> {
  let position: string;
  try {
    position = await replica.writePosition();
  } catch (error) {
    // The answer stands; the client's next reads may miss this write for as long as the replica lags.
    c.var.logger.warn({ err: error }, "could not read the primary's log position after a write");
    return;
  }
  setCookie(c, READ_AFTER_COOKIE, position, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: usesSecureCookies(c.var.site.publicUrl),
    maxAge: READ_AFTER_MAX_AGE_SECONDS,
  });
}
