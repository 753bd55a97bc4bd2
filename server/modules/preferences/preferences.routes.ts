// POST /api/v2/preferences/: a reader chooses units or a language with the footer's plain form
// (issue 19, ADR 0064). The choice is kept in a cookie for a year; a signed-in user's profile keeps
// it too and the session takes fresh tokens, which carry both. The answer sends the reader back
// to the page, in the chosen language when one was chosen.
import { createRoute } from "@hono/zod-openapi";
import { setCookie } from "hono/cookie";
import { preferencesFormSchema } from "../../../shared/contracts/preferences.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import { LOCALE_COOKIE, localizedPath } from "../../../shared/domain/locales";
import { UNITS_COOKIE } from "../../../shared/domain/units";
import { requires } from "../../http/route-access";
import { readSessionCookies, setSessionCookies, usesSecureCookies } from "../accounts/session-cookies";
import { apiRouter, errorResponse } from "../../http/openapi-routes";
import type { Services } from "../../services";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const updatePreferences = createRoute({
  method: "post",
  path: "/v2/preferences/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Preferences"],
  summary: "Choose units or the interface language; back to the page it was chosen on",
  request: {
    body: { content: { "application/x-www-form-urlencoded": { schema: preferencesFormSchema } }, required: true },
  },
  responses: {
    303: { description: "Chosen: back to `return_to` (in the chosen language), or home" },
    400: errorResponse("No valid choice, or a return path outside the site"),
  },
});

export function preferencesRoutes(services: Pick<Services, "accounts" | "profiles" | "publicUrl">) {
  return apiRouter().openapi(updatePreferences, async (c) => {
    const { units, locale, return_to: returnTo = "/" } = c.req.valid("form");
    const secure = usesSecureCookies(services.publicUrl);
    const cookie = { path: "/", maxAge: ONE_YEAR_SECONDS, sameSite: "Lax", secure } as const;
    if (units) setCookie(c, UNITS_COOKIE, units, cookie);
    if (locale) setCookie(c, LOCALE_COOKIE, locale, cookie);
    const user = c.var.user;
    if (user) {
      await services.profiles.updatePreferences(user, { units, locale });
      // The access token carries the units and language: fresh tokens, so the next page follows the choice.
      const refresh = readSessionCookies(c).refresh;
      const tokens = refresh ? await services.accounts.refresh(refresh).catch(() => null) : null;
      if (tokens) setSessionCookies(c, tokens);
    }
    return c.redirect(locale ? localizedPath(returnTo, locale) : returnTo, 303);
  });
}
