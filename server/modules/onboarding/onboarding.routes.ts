// /api/v2/users/me/onboarding/: the signed-in member's tour (GET where it stands, PATCH to begin,
// move between steps, skip, resume or finish; 401 signed out, 409 for a change its state forbids).
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute } from "@hono/zod-openapi";
import { onboardingSchema, onboardingUpdateSchema } from "../../../shared/contracts/onboarding.contract";
import { requireUser } from "../../http/authenticate";
import { apiRouter, errorResponse, json, jsonBody } from "../../http/openapi-routes";
import type { Services } from "../../services";

const TAGS = ["Onboarding"];
const PATH = "/v2/users/me/onboarding/";
const signedOut = errorResponse("Not signed in");

const getOnboarding = createRoute({
  method: "get",
  path: PATH,
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: TAGS,
  summary: "Where the signed-in member's tour stands, and the trail page it stops at",
  responses: { 200: json(onboardingSchema, "The tour"), 401: signedOut },
});

const updateOnboarding = createRoute({
  method: "patch",
  path: PATH,
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: TAGS,
  summary: "Begin, move to a step, skip, resume or finish the tour; the state, not the token, changes at once",
  request: { body: jsonBody(onboardingUpdateSchema) },
  responses: {
    200: json(onboardingSchema, "The tour after the change"),
    400: errorResponse("Invalid change, with the reason next to the field"),
    401: signedOut,
    409: errorResponse("The tour's state does not allow that change"),
  },
});

export function onboardingRoutes(services: Pick<Services, "onboarding">) {
  return apiRouter()
    .openapi(getOnboarding, async (c) => c.json(await services.onboarding.getOnboarding(requireUser(c)), 200))
    .openapi(updateOnboarding, async (c) => {
      const user = requireUser(c);
      return c.json(await services.onboarding.updateOnboarding(user, c.req.valid("json")), 200);
    });
}
