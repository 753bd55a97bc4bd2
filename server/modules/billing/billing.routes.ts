// /api/v2/plans/, /api/v2/billing/*, the member's membership, staff refunds, and the sandbox
// provider's hosted-page API (docs/decisions/0014-billing.md). Handlers parse and call the service.
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createRoute, z } from "@hono/zod-openapi";
import {
  checkoutRequestSchema,
  checkoutSchema,
  membershipSchema,
  planListSchema,
  quoteQuerySchema,
  quoteSchema,
} from "../../../shared/contracts/billing.contract";
import { requireUser } from "../../http/authenticate";
import { notFound } from "../../http/errors";
import { apiRouter, errorResponse, idParam, json, jsonBody } from "../../http/openapi-routes";
import type { PaymentAdapter } from "../../adapters/payments/payment.adapter";
import type { Services } from "../../services";

const TAGS = ["Membership"];
const signedOut = errorResponse("Not signed in");

const checkoutParams = z.object({ id: z.uuid().openapi({ param: { name: "id", in: "path" } }) });
const paymentParams = z.object({ id: idParam.openapi({ param: { name: "id", in: "path" }, example: 12 }) });
const sessionParams = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: "id", in: "path" } }),
});

const sandboxSessionSchema = z.object({
  id: z.string(),
  product_name: z.string(),
  amount_cents: z.number().int(),
  discount_cents: z.number().int(),
  trial_days: z.number().int(),
  currency: z.string(),
  status: z.enum(["open", "awaiting_confirmation", "complete"]),
  cancel_url: z.string(),
});
const sandboxPayRequestSchema = z.object({
  card_number: z.string().max(32),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  cvc: z.string().max(8),
  name: z.string().max(200),
});
const sandboxPayResultSchema = z.object({
  status: z.enum(["succeeded", "requires_confirmation"]),
  redirect_url: z.string().optional(),
});

const listPlans = createRoute({
  method: "get",
  path: "/v2/plans/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: TAGS,
  summary: "The plans on sale, cheapest term first",
  responses: { 200: json(planListSchema, "The plans") },
});

const getQuote = createRoute({
  method: "get",
  path: "/v2/billing/quote/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: TAGS,
  summary: "What a checkout would charge, with a coupon and the reader's trial",
  request: { query: quoteQuerySchema },
  responses: { 200: json(quoteSchema, "The quote"), 400: errorResponse("Unknown plan, or a coupon that cannot be used") },
});

const startCheckout = createRoute({
  method: "post",
  path: "/v2/billing/checkout/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: TAGS,
  summary: "Start paying for a plan or a gift; the browser then goes to `url`",
  request: { body: jsonBody(checkoutRequestSchema) },
  responses: {
    201: json(checkoutSchema, "The checkout"),
    400: errorResponse("Unknown plan, invalid gift details or a coupon that cannot be used"),
    401: signedOut,
    409: errorResponse("Already subscribed"),
    502: errorResponse("The payment service could not be reached"),
  },
});

const getCheckout = createRoute({
  method: "get",
  path: "/v2/billing/checkout/{id}/",
  middleware: [requires(ROUTE_RULES.owner)] as const,
  tags: TAGS,
  summary: "One of the signed-in user's checkouts",
  request: { params: checkoutParams },
  responses: { 200: json(checkoutSchema, "The checkout"), 401: signedOut, 404: errorResponse("No such checkout") },
});

const receiveWebhook = createRoute({
  method: "post",
  path: "/v2/billing/webhooks/",
  middleware: [requires(ROUTE_RULES.paymentProvider)] as const,
  tags: TAGS,
  summary: "The payment provider's signed events (Stripe format)",
  responses: {
    200: json(z.object({ received: z.boolean() }), "Recorded (or already recorded)"),
    400: errorResponse("Missing or invalid signature"),
    409: errorResponse("Refers to something not recorded yet: send it again later"),
  },
});

const getMembership = createRoute({
  method: "get",
  path: "/v2/users/me/membership/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: TAGS,
  summary: "The signed-in user's membership, subscription and receipts",
  responses: { 200: json(membershipSchema, "The membership"), 401: signedOut },
});

const cancelMembership = createRoute({
  method: "post",
  path: "/v2/users/me/membership/cancel/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: TAGS,
  summary: "Stop the subscription renewing; access lasts until the period or trial ends",
  responses: { 200: json(membershipSchema, "The membership"), 401: signedOut, 409: errorResponse("Nothing to cancel") },
});

const refundPayment = createRoute({
  method: "post",
  path: "/v2/admin/payments/{id}/refund/",
  middleware: [requires(ROUTE_RULES.admin)] as const,
  tags: TAGS,
  summary: "Give back all or part of a payment (ADMIN or greater)",
  request: {
    params: paymentParams,
    body: {
      content: { "application/json": { schema: z.object({ amount_cents: z.number().int().optional() }) } },
      required: false,
    },
  },
  responses: {
    200: json(
      z.object({ id: z.number().int(), amount_cents: z.number().int(), refunded_cents: z.number().int() }),
      "The payment",
    ),
    400: errorResponse("Invalid amount"),
    401: signedOut,
    403: errorResponse("Not staff"),
    404: errorResponse("No such payment"),
    409: errorResponse("Already refunded"),
  },
});

const getSandboxSession = createRoute({
  method: "get",
  path: "/v2/sandbox/sessions/{id}/",
  middleware: [requires(ROUTE_RULES.tokenHolder)] as const,
  tags: ["Payment sandbox"],
  summary: "The sandbox's hosted checkout page: what is being paid for",
  request: { params: sessionParams },
  responses: { 200: json(sandboxSessionSchema, "The session"), 404: errorResponse("No such session") },
});

const paySandboxSession = createRoute({
  method: "post",
  path: "/v2/sandbox/sessions/{id}/pay/",
  middleware: [requires(ROUTE_RULES.tokenHolder)] as const,
  tags: ["Payment sandbox"],
  summary: "Pay with a test card (4242 4242 4242 4242 succeeds)",
  request: { params: sessionParams, body: jsonBody(sandboxPayRequestSchema) },
  responses: {
    200: json(sandboxPayResultSchema, "Paid, or waiting for the cardholder's confirmation"),
    400: errorResponse("Invalid card details"),
    402: errorResponse("Declined"),
    404: errorResponse("No such session"),
    409: errorResponse("Already paid"),
  },
});

const confirmSandboxSession = createRoute({
  method: "post",
  path: "/v2/sandbox/sessions/{id}/confirm/",
  middleware: [requires(ROUTE_RULES.tokenHolder)] as const,
  tags: ["Payment sandbox"],
  summary: "The cardholder approves or refuses a payment that needed confirmation",
  request: { params: sessionParams, body: jsonBody(z.object({ approve: z.boolean() })) },
  responses: {
    200: json(sandboxPayResultSchema, "Paid"),
    402: errorResponse("Refused"),
    404: errorResponse("No such session"),
    409: errorResponse("Not waiting for a confirmation"),
  },
});

export function billingRoutes(services: Pick<Services, "billingLifecycle" | "checkout" | "membership" | "payments">) {
  return apiRouter()
    .openapi(listPlans, async (c) => c.json(await services.checkout.listPlans(), 200))
    .openapi(getQuote, async (c) => c.json(await services.checkout.quote(c.var.user, c.req.valid("query")), 200))
    .openapi(startCheckout, async (c) => {
      const user = requireUser(c);
      return c.json(await services.checkout.start(user, c.req.valid("json")), 201);
    })
    .openapi(getCheckout, async (c) => {
      const user = requireUser(c);
      return c.json(await services.checkout.get(user, c.req.valid("param").id), 200);
    })
    .openapi(receiveWebhook, async (c) => {
      // The signature covers the exact bytes sent, so the body is read raw, never re-serialised.
      await services.billingLifecycle.receiveWebhook(await c.req.text(), c.req.header("stripe-signature"));
      return c.json({ received: true }, 200);
    })
    .openapi(getMembership, async (c) => c.json(await services.membership.read(requireUser(c).id), 200))
    .openapi(cancelMembership, async (c) => c.json(await services.membership.cancel(requireUser(c).id), 200))
    .openapi(refundPayment, async (c) => {
      const staff = requireUser(c);
      const body = (await c.req.json().catch(() => ({}))) as { amount_cents?: unknown };
      const amount = typeof body.amount_cents === "number" ? body.amount_cents : undefined;
      return c.json(await services.membership.refundPayment(staff, c.req.valid("param").id, amount), 200);
    })
    .openapi(getSandboxSession, async (c) => c.json(await sandboxOf(services.payments).getSession(c.req.valid("param").id), 200))
    .openapi(paySandboxSession, async (c) =>
      c.json(await sandboxOf(services.payments).pay(c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(confirmSandboxSession, async (c) =>
      c.json(await sandboxOf(services.payments).confirm(c.req.valid("param").id, c.req.valid("json").approve), 200),
    );
}

/** The sandbox's pages exist only while the sandbox takes the payments. */
function sandboxOf(payments: PaymentAdapter) {
  if (!payments.sandbox) throw notFound();
  return payments.sandbox;
}
