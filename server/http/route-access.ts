// Every endpoint declares the rule it needs (shared/domain/access ROUTE_RULES) as its first
// middleware: the caller is admitted, asked to sign in (401) or refused (403) before the request is
// validated or anything is read. The rule stays attached to the middleware, so that a test lists
// every route with its rule and fails on a route that declares none. A rule with a check on the
// thing the route reaches (an EntityRule) is finished by the service with `requireAccess`.
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { COMPOSED_HANDLER } from "hono/utils/constants";
import type { UserClaims } from "../../shared/contracts/user.contract";
import { declareRule, ruleDeclaredBy, type EntityRule, type RouteRule } from "../../shared/domain/access";
import type { AppEnv } from "./app-env";
import { forbidden, unauthorized, type HttpError } from "./errors";

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

/**
 * The rest of an entity rule, once the service has read the entity: the rule's own check, or the
 * refusal (a 403 unless the rule hides the entity from those it refuses: then the service's 404).
 */
export function requireAccess<Entity>(
  reader: UserClaims | null,
  rule: EntityRule<Entity>,
  entity: Entity,
  refusal: () => HttpError = () => forbidden(),
): void {
  if (!rule.allows(reader, entity)) throw refusal();
}

/** The rule a route handler declares, looking through the wrapper a mounted sub-application adds. */
export function declaredRule(handler: unknown): RouteRule | undefined {
  if (typeof handler !== "function") return undefined;
  return ruleDeclaredBy(handler) ?? declaredRule((handler as { [COMPOSED_HANDLER]?: unknown })[COMPOSED_HANDLER]);
}
