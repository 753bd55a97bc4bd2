// Complementary-trial links: read an offer (anyone), claim it (signed in, once per account).
import { ROUTE_RULES } from "../../../../shared/domain/access";
import { requires } from "../../../http/route-access";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  claimTrialRequestSchema,
  claimTrialResponseSchema,
  trialOfferSchema,
} from "../../../../shared/contracts/billing.contract";
import type { AppEnv } from "../../../http/app-env";
import { requireUser } from "../../../http/authenticate";
import { validationHook } from "../../../http/validation";
import { errorResponse, json } from "../../../http/openapi-routes";
import type { TrialOfferRow } from "./complementary-trials.repository";
import type { Services } from "../../../services";

const TAGS = ["Membership"];

const offerParams = z.object({
  code: z
    .string()
    .max(64)
    .openapi({ param: { name: "code", in: "path" }, example: "TRAILHEAD14" }),
});

const getOffer = createRoute({
  method: "get",
  path: "/v2/complementary-trials/{code}/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: TAGS,
  summary: "A complementary-trial offer: its name and length in days",
  request: { params: offerParams },
  responses: {
    200: json(trialOfferSchema, "The offer"),
    404: errorResponse("No such offer"),
    410: errorResponse("The offer has expired"),
  },
});

const claimTrial = createRoute({
  method: "post",
  path: "/v2/users/me/complementary-trial/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: TAGS,
  summary: "Claim a complementary trial: the trial tier for the offer's days (once per account; not for paid members)",
  request: { body: { content: { "application/json": { schema: claimTrialRequestSchema } }, required: true } },
  responses: {
    200: json(claimTrialResponseSchema, "The trial started; access_until is when it ends"),
    400: errorResponse("No offer given"),
    401: errorResponse("Not signed in"),
    404: errorResponse("No such offer"),
    409: errorResponse("A trial was already claimed, or the reader already has paid access"),
    410: errorResponse("The offer has expired"),
  },
});

const toTrialOffer = (offer: TrialOfferRow) => ({
  code: offer.code,
  name: offer.name,
  days: offer.days,
  partner_slug: offer.partnerSlug,
});

export function complementaryTrialRoutes(services: Pick<Services, "complementaryTrials">) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(getOffer, async (c) => {
      const offer = await services.complementaryTrials.getOffer(c.req.valid("param").code);
      return c.json(toTrialOffer(offer), 200);
    })
    .openapi(claimTrial, async (c) => {
      const user = requireUser(c);
      const claim = await services.complementaryTrials.claim(user, c.req.valid("json").offer);
      return c.json({ detail: claim.detail, access_until: claim.accessUntil.toISOString() }, 200);
    });
}
