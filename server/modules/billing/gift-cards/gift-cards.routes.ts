// POST /api/v2/users/me/redeem-gift-card/ (spec §7): the signed-in reader redeems a gift card code;
// the client then refreshes its tokens so the paid view appears at once.
import { ROUTE_RULES } from "../../../../shared/domain/access";
import { requires } from "../../../http/route-access";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { redeemGiftCardRequestSchema, redeemGiftCardResponseSchema } from "../../../../shared/contracts/billing.contract";
import type { AppEnv } from "../../../http/app-env";
import { requireUser } from "../../../http/authenticate";
import { validationHook } from "../../../http/validation";
import { errorResponse, json } from "../../../http/openapi-routes";
import { clientIp } from "../../rate-limit/client-ip";
import type { Services } from "../../../services";

const redeemGiftCard = createRoute({
  method: "post",
  path: "/v2/users/me/redeem-gift-card/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: ["Membership"],
  summary: "Redeem a gift card code: a year of All-Access after the reader's current access (each code works once)",
  request: {
    body: { content: { "application/json": { schema: redeemGiftCardRequestSchema } }, required: true },
  },
  responses: {
    200: json(redeemGiftCardResponseSchema, "Redeemed; access_until is when the gift's access ends"),
    400: errorResponse("Unknown or already redeemed code"),
    401: errorResponse("Not signed in"),
    429: errorResponse("Too many codes tried; wait and try again"),
  },
});

export function giftCardRoutes(services: Pick<Services, "giftCards">) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(redeemGiftCard, async (c) => {
    const user = requireUser(c);
    const { gift_card_redemption_code: code } = c.req.valid("json");
    const redemption = await services.giftCards.redeem(user.id, code, { ip: clientIp(c, c.var.site) });
    return c.json({ detail: redemption.detail, access_until: redemption.accessUntil.toISOString() }, 200);
  });
}
