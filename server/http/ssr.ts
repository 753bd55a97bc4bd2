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
import { getCookie } from "hono/cookie";
import { readSessionCookies } from "../modules/accounts/session-cookies";
import {
  LOCALE_COOKIE,
  LOCALES,
  chooseLocale,
  localeOfPath,
  localizedPath,
  unprefixedPath,
  type Locale,
} from "../../shared/domain/locales";
import type { AppEnv } from "./app-env";
import { resolvePageSession, type PageSession } from "./authenticate";
import type { PageAudience, PageCache } from "./page-cache";
import { createPageSharing } from "./page-sharing";
import { isDatabaseUnavailable } from "../db/unavailable";
import { serviceUnavailablePage } from "./unavailable-page";
import type { Services } from "../services";

export type ServerRender = (c: Context<AppEnv>) => Promise<Response>;

const NO_SESSION: PageSession = { user: null, setCookies: [] };

function hasSessionCookies(c: Context<AppEnv>): boolean {
  const { access, refresh } = readSessionCookies(c);
  return Boolean(access || refresh);
}

/** Who the page is rendered for: a shared audience and the reader its loaders see, or the user alone. */
type Rendering = { audience: PageAudience; reader: UserClaims | null } | { audience: null; reader: UserClaims };

/** A page a browser asks for by its address (not a client navigation's data, nor the route manifest). */
function isDocumentRequest(c: Context<AppEnv>): boolean {
  return (
    (c.req.method === "GET" || c.req.method === "HEAD") && !c.req.path.endsWith(".data") && !c.req.path.endsWith("/__manifest")
  );
}

/**
 * Where a loader's redirect on a French or Spanish page leads (ADR 0064). React Router puts the
 * handler's basename before every path a loader names, so `/login?...` thrown on a `/fr` page is
 * already `/fr/login?...`. A loader that names a whole site path, language included (the request's
 * own path, or a return path taken from the query), would get the prefix twice: the path it named is
 * the answer.
 */
export function redirectInLanguage(location: string, locale: Locale): string {
  if (locale === "en" || !location.startsWith(`/${locale}/`)) return location;
  const named = location.slice(locale.length + 1);
  return localeOfPath(named) ? named : location;
}

/**
 * The failures of one page's loaders, actions and rendering, as React Router reports them
 * (app/entry.server.tsx): each logged once with the request's id, and remembered so the answer can
 * say whether the database was the cause.
 */
function renderFailures(c: Context<AppEnv>) {
  let databaseWasAway = false;
  return {
    report: (error: unknown) => {
      if (isDatabaseUnavailable(error)) {
        databaseWasAway = true;
        c.var.logger.warn({ err: error, path: c.req.path }, "a page could not reach the database");
      } else {
        c.var.logger.error({ err: error, path: c.req.path }, "a page failed to render");
      }
    },
    databaseWasAway: () => databaseWasAway,
  };
}

export function createServerRender(build: ServerBuild, config: Config, pageCache: PageCache, services: Services): ServerRender {
  const mode = config.env === "development" ? "development" : "production";
  // One handler per language: French and Spanish pages live under /fr and /es, which React Router
  // takes as the basename, so every link and client navigation keeps the language (ADR 0064).
  const handlers = Object.fromEntries(
    LOCALES.map((locale) => [locale, createRequestHandler(locale === "en" ? build : { ...build, basename: `/${locale}` }, mode)]),
  ) as Record<Locale, ReturnType<typeof createRequestHandler>>;
  const isSharedWithinTier = createPageSharing(build);

  function renderingFor(user: UserClaims | null, pathname: string): Rendering {
    if (!user) return { audience: "anonymous", reader: null };
    const tier = sharedPageTier(user);
    return tier && isSharedWithinTier(pathname)
      ? { audience: tier, reader: tierStandIn(tier) }
      : { audience: null, reader: user };
  }

  async function render(c: Context<AppEnv>, rendering: Rendering, locale: Locale): Promise<Response> {
    const cached = rendering.audience ? pageCache.lookup(c.req.raw, rendering.audience, locale) : null;
    if (cached) return cached;
    const failures = renderFailures(c);
    const response = await handlers[locale](c.req.raw, {
      services,
      user: rendering.reader,
      sharedTier: rendering.audience === "anonymous" ? null : rendering.audience,
      clientConfig: config.client,
      publicUrl: config.publicUrl,
      requestId: c.var.requestId,
      locale,
      reportFailure: failures.report,
    });
    // A loader's failure reaches us as a rendered 500 page: tell the reader the truth when the
    // database is the cause, whether it is back by now or not.
    if (response.status >= 500 && (failures.databaseWasAway() || !(await services.database.ping()))) {
      return serviceUnavailablePage(c);
    }
    response.headers.set("Content-Language", locale);
    const location = response.headers.get("Location");
    if (location) response.headers.set("Location", redirectInLanguage(location, locale));
    return rendering.audience ? pageCache.store(c.req.raw, response, rendering.audience, locale) : response;
  }

  return async (c) => {
    try {
      // Without session cookies there is nobody to look up: the anonymous copy can answer at once.
      const session = hasSessionCookies(c) ? await resolvePageSession(c, services.tokens) : NO_SESSION;
      const pathLocale = localeOfPath(c.req.path);
      const chosen = chooseLocale({
        pathname: c.req.path,
        userLocale: session.user?.locale,
        cookie: getCookie(c, LOCALE_COOKIE),
      });
      // An unprefixed page asked for by a reader who chose French or Spanish: the same page in it.
      if (!pathLocale && chosen !== "en" && isDocumentRequest(c)) {
        const url = new URL(c.req.url);
        const redirect = new Response(null, {
          status: 302,
          headers: {
            Location: `${localizedPath(url.pathname, chosen)}${url.search}`,
            "Cache-Control": "private, no-store",
            Vary: "Cookie",
          },
        });
        for (const cookie of session.setCookies) redirect.headers.append("Set-Cookie", cookie);
        return redirect;
      }
      const response = await render(c, renderingFor(session.user, unprefixedPath(c.req.path)), pathLocale ?? "en");
      for (const cookie of session.setCookies) response.headers.append("Set-Cookie", cookie);
      if (session.user) response.headers.set("Cache-Control", "private, no-store");
      return response;
    } catch (error) {
      if (isDatabaseUnavailable(error)) return serviceUnavailablePage(c);
      throw error;
    }
  };
}
