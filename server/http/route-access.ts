// Every endpoint declares the rule it needs (shared/domain/access ROUTE_RULES) as its first
// middleware: the caller is admitted, asked to sign in (401) or refused (403) before the request is
// validated or anything is read. The rule stays attached to the middleware, so that a test lists
// every route with its rule and fails on a route that declares none.
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { COMPOSED_HANDLER } from "hono/utils/constants";
import { declareRule, ruleDeclaredBy, type RouteRule } from "../../shared/domain/access";
import type { AppEnv } from "./app-env";
import { forbidden, unauthorized } from "./errors";

export function requires(rule: RouteRule): MiddlewareHandler<AppEnv> {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    switch (rule.admit(c.var.user)) {
      case "sign-in":
        throw unauthorized();
      case "forbidden":
        throw forbidden();
      case "admitted":
        await next();
    }
  });
  return declareRule(middleware, rule);
}

/** The rule a route handler declares, looking through the wrapper a mounted sub-application adds. */
export function declaredRule(handler: unknown): RouteRule | undefined {
  if (typeof handler !== "function") return undefined;
  return ruleDeclaredBy(handler) ?? declaredRule((handler as { [COMPOSED_HANDLER]?: unknown })[COMPOSED_HANDLER]);
}
