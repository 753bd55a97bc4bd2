// Mounts the React Router server build: every path that is not API, health or a built file.
// A page may come from the shared page cache: anonymous visitors share one copy, and on the pages
// that declare it, every plain reader of one tier shares another, rendered for a stand-in reader
// and personalised in the browser (ADR 0022). Staff pages and private pages are never shared.
import type { Context } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import { sharedPageTier } from "../../shared/domain/access";
import { tierStandIn } from "../../shared/domain/tier-stand-in";
import type { UserClaims } from "../../shared/contracts/user.contract";
import type { Config } from "../config";
import { readSessionCookies } from "../modules/accounts/session-cookies";
import type { AppEnv } from "./app-env";
import { resolvePageSession, type PageSession } from "./authenticate";
import type { PageAudience, PageCache } from "./page-cache";
import { createPageSharing } from "./page-sharing";
import { isDatabaseUnavailable } from "../db/unavailable";
import { serviceUnavailablePage } from "./unavailable-page";

export type ServerRender = (c: Context<AppEnv>) => Promise<Response>;

const NO_SESSION: PageSession = { user: null, setCookies: [] };

function hasSessionCookies(c: Context<AppEnv>): boolean {
  const { access, refresh } = readSessionCookies(c);
  return Boolean(access || refresh);
}

/** Who the page is rendered for: a shared audience and the reader its loaders see, or the user alone. */
type Rendering = { audience: PageAudience; reader: UserClaims | null } | { audience: null; reader: UserClaims };

export function createServerRender(build: ServerBuild, config: Config, pageCache: PageCache): ServerRender {
  const handle = createRequestHandler(build, config.env === "development" ? "development" : "production");
  const isSharedWithinTier = createPageSharing(build);

  function renderingFor(user: UserClaims | null, pathname: string): Rendering {
    if (!user) return { audience: "anonymous", reader: null };
    const tier = sharedPageTier(user);
    return tier && isSharedWithinTier(pathname)
      ? { audience: tier, reader: tierStandIn(tier) }
      : { audience: null, reader: user };
  }

  async function render(c: Context<AppEnv>, rendering: Rendering): Promise<Response> {
    const cached = rendering.audience ? pageCache.lookup(c.req.raw, rendering.audience) : null;
    if (cached) return cached;
    const response = await handle(c.req.raw, {
      services: c.var.services,
      user: rendering.reader,
      sharedTier: rendering.audience === "anonymous" ? null : rendering.audience,
      clientConfig: config.client,
      publicUrl: config.publicUrl,
      requestId: c.var.requestId,
    });
    // A loader's failure reaches us as a rendered 500 page: tell the reader the truth when the
    // database is the cause.
    if (response.status >= 500 && !(await c.var.services.database.ping())) return serviceUnavailablePage(c);
    return rendering.audience ? pageCache.store(c.req.raw, response, rendering.audience) : response;
  }

  return async (c) => {
    try {
      // Without session cookies there is nobody to look up: the anonymous copy can answer at once.
      const session = hasSessionCookies(c) ? await resolvePageSession(c) : NO_SESSION;
      const response = await render(c, renderingFor(session.user, c.req.path));
      for (const cookie of session.setCookies) response.headers.append("Set-Cookie", cookie);
      if (session.user) response.headers.set("Cache-Control", "private, no-store");
      return response;
    } catch (error) {
      if (isDatabaseUnavailable(error)) return serviceUnavailablePage(c);
      throw error;
    }
  };
}
