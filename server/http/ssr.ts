// Mounts the React Router server build: every path that is not API, health or a built file.
// Anonymous visitors may get a page from the shared page cache; signed-in pages are never shared.
import type { Context } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Config } from "../config";
import { readSessionCookies } from "../modules/accounts/session-cookies";
import type { AppEnv } from "./app-env";
import { resolvePageSession } from "./authenticate";
import type { PageCache } from "./page-cache";
import { isDatabaseUnavailable } from "../db/unavailable";
import { serviceUnavailablePage } from "./unavailable-page";

export type ServerRender = (c: Context<AppEnv>) => Promise<Response>;

function hasSessionCookies(c: Context<AppEnv>): boolean {
  const { access, refresh } = readSessionCookies(c);
  return Boolean(access || refresh);
}

export function createServerRender(build: ServerBuild, config: Config, pageCache: PageCache): ServerRender {
  const handle = createRequestHandler(build, config.env === "development" ? "development" : "production");
  return async (c) => {
    const isAnonymous = !hasSessionCookies(c);
    const cached = isAnonymous ? pageCache.lookup(c.req.raw) : null;
    if (cached) return cached;

    let session: Awaited<ReturnType<typeof resolvePageSession>>;
    let response: Response;
    try {
      session = await resolvePageSession(c);
      response = await handle(c.req.raw, {
        services: c.var.services,
        user: session.user,
        clientConfig: config.client,
        publicUrl: config.publicUrl,
        requestId: c.var.requestId,
      });
    } catch (error) {
      if (isDatabaseUnavailable(error)) return serviceUnavailablePage(c);
      throw error;
    }
    // A loader's failure reaches us as a rendered 500 page: tell the reader the truth when the
    // database is the cause.
    if (response.status >= 500 && !(await c.var.services.database.ping())) return serviceUnavailablePage(c);
    for (const cookie of session.setCookies) response.headers.append("Set-Cookie", cookie);
    if (session.user) response.headers.set("Cache-Control", "private, no-store");
    return isAnonymous ? pageCache.store(c.req.raw, response) : response;
  };
}
