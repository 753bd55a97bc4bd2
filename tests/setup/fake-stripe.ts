// A local stand-in for Stripe's REST API (the endpoints the site's Stripe provider calls): form-encoded
// requests, JSON objects shaped as Stripe returns them, `expand[]`, Idempotency-Key replays and
// Stripe's error body. Every request is recorded so tests can assert what the provider sent.
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type StripeObject = Record<string, unknown> & { id: string; object: string };

export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** The form body (POST) or query (GET, DELETE), with Stripe's bracketed keys nested again. */
  params: Record<string, unknown>;
  headers: IncomingHttpHeaders;
}

export interface FakeStripe {
  /** Pass as STRIPE_API_URL. */
  url: string;
  requests: RecordedStripeRequest[];
  /** Adds or replaces an object the API serves (a subscription Stripe created, an invoice it paid...). */
  put(object: StripeObject): void;
  get(id: string): StripeObject | undefined;
  close(): Promise<void>;
}

/** Fields Stripe leaves out unless asked for with `expand[]`. */
const INCLUDABLE = new Set(["payments"]);

export async function startFakeStripe(): Promise<FakeStripe> {
  const objects = new Map<string, StripeObject>();
  const requests: RecordedStripeRequest[] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}_fake${String(++sequence).padStart(6, "0")}`;
  const now = () => Math.floor(Date.now() / 1000);
  let baseUrl = "";

  function stored(id: unknown, object: string): StripeObject {
    const found = typeof id === "string" ? objects.get(id) : undefined;
    if (!found || found.object !== object) {
      throw new StripeFakeError(404, `No such ${object}: '${String(id)}'`, "resource_missing");
    }
    return found;
  }

  function save<T extends StripeObject>(object: T): T {
    objects.set(object.id, object);
    return object;
  }

  function handle(method: string, path: string, params: Record<string, unknown>): { status: number; body: unknown } {
    // Resources live at /v1/<name>[/<id>[/<action>]]; Checkout's under the "checkout/" namespace.
    const [resource, id, action] = path
      .replace(/^\/v1\//, "")
      .replace(/^checkout\//, "checkout~")
      .split("/");
    const ok = (body: unknown) => ({ status: 200, body });
    const key = `${method} ${resource?.replace("~", "/")}${id ? "/:id" : ""}${action ? `/${action}` : ""}`;
    const expand = asArray(params.expand);
    switch (key) {
      case "GET customers": {
        const data = [...objects.values()].filter(
          (object) => object.object === "customer" && (params.email === undefined || object.email === params.email),
        );
        return ok(list(data, "/v1/customers"));
      }
      case "POST customers":
        return ok(
          save({
            id: nextId("cus"),
            object: "customer",
            created: now(),
            email: params.email ?? null,
            name: params.name ?? null,
            metadata: params.metadata ?? {},
            livemode: false,
          }),
        );
      case "POST coupons":
        return ok(
          save({
            id: nextId("coupon"),
            object: "coupon",
            amount_off: Number(params.amount_off),
            currency: params.currency,
            duration: params.duration,
            max_redemptions: params.max_redemptions ? Number(params.max_redemptions) : null,
            metadata: params.metadata ?? {},
            percent_off: null,
            times_redeemed: 0,
            valid: true,
            created: now(),
            livemode: false,
          }),
        );
      case "POST checkout/sessions":
        return ok(save(createSession(params)));
      case "GET checkout/sessions/:id":
        return ok(view(stored(id, "checkout.session"), expand));
      case "GET subscriptions/:id":
        return ok(view(stored(id, "subscription"), expand));
      case "POST subscriptions/:id": {
        const subscription = stored(id, "subscription");
        const cancels = params.cancel_at_period_end === "true";
        return ok(
          save({
            ...subscription,
            ...(params.cancel_at_period_end !== undefined
              ? { cancel_at_period_end: cancels, canceled_at: cancels ? now() : null }
              : {}),
            metadata: { ...(subscription.metadata as object), ...(params.metadata as object) },
          }),
        );
      }
      case "DELETE subscriptions/:id": {
        const subscription = stored(id, "subscription");
        if (subscription.status === "canceled") {
          throw new StripeFakeError(400, `No such subscription: '${id}'`, "resource_missing");
        }
        return ok(save({ ...subscription, status: "canceled", canceled_at: now(), ended_at: now() }));
      }
      case "GET invoices/:id":
        return ok(view(stored(id, "invoice"), expand));
      case "GET payment_intents/:id":
        return ok(view(stored(id, "payment_intent"), expand));
      case "GET charges/:id":
        return ok(view(stored(id, "charge"), expand));
      case "POST charges/:id": {
        const charge = stored(id, "charge");
        return ok(save({ ...charge, metadata: { ...(charge.metadata as object), ...(params.metadata as object) } }));
      }
      case "POST refunds":
        return ok(save(createRefund(params)));
      default:
        throw new StripeFakeError(404, `Unrecognized request URL (${method}: ${path}).`, undefined);
    }
  }

  function createSession(params: Record<string, unknown>): StripeObject {
    const id = nextId("cs_test");
    const lineItem = asArray(params.line_items)[0] as { price_data?: { unit_amount?: string; currency?: string } } | undefined;
    const unitAmount = Number(lineItem?.price_data?.unit_amount ?? 0);
    const couponIds = asArray(params.discounts).map((discount) => (discount as { coupon?: string }).coupon);
    const discount = couponIds.reduce((sum, couponId) => sum + Number(stored(couponId, "coupon").amount_off), 0);
    return {
      id,
      object: "checkout.session",
      amount_subtotal: unitAmount,
      amount_total: unitAmount - discount,
      cancel_url: params.cancel_url ?? null,
      client_reference_id: params.client_reference_id ?? null,
      created: now(),
      currency: lineItem?.price_data?.currency ?? null,
      customer: params.customer ?? null,
      discounts: couponIds.map((coupon) => ({ coupon, promotion_code: null })),
      expires_at: now() + 24 * 60 * 60,
      invoice: null,
      livemode: false,
      metadata: params.metadata ?? {},
      mode: params.mode,
      payment_intent: null,
      payment_status: "unpaid",
      status: "open",
      subscription: null,
      success_url: params.success_url ?? null,
      total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
      ui_mode: "hosted_page",
      url: `${baseUrl}/c/pay/${id}`,
    };
  }

  function createRefund(params: Record<string, unknown>): StripeObject {
    const charge = stored(params.charge, "charge");
    const amount = params.amount ? Number(params.amount) : Number(charge.amount) - Number(charge.amount_refunded ?? 0);
    const refunded = Number(charge.amount_refunded ?? 0) + amount;
    if (refunded > Number(charge.amount)) {
      throw new StripeFakeError(400, `Refund amount (${amount}) is greater than unrefunded amount on charge`, "amount_too_large");
    }
    save({ ...charge, amount_refunded: refunded, refunded: refunded === Number(charge.amount) });
    return {
      id: nextId("re"),
      object: "refund",
      amount,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      metadata: params.metadata ?? {},
      payment_intent: charge.payment_intent ?? null,
      reason: null,
      status: "succeeded",
    };
  }

  /** The object as the API returns it: includable fields only when expanded, ids replaced when expanded. */
  function view(object: StripeObject, expand: unknown[]): StripeObject {
    const paths = expand.map((path) => String(path).split("."));
    const shown: Record<string, unknown> = { ...object };
    for (const field of INCLUDABLE) {
      if (!paths.some((path) => path[0] === field)) delete shown[field];
    }
    for (const path of paths) expandPath(shown, path);
    return shown as StripeObject;
  }

  function expandPath(target: Record<string, unknown>, path: string[]): void {
    const [field, ...rest] = path;
    if (!field) return;
    let value = target[field];
    if (typeof value === "string" && objects.has(value)) {
      value = { ...objects.get(value) };
      target[field] = value;
    }
    if (!rest.length || value == null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      target[field] = value.map((item: unknown) => {
        const copy = { ...(item as Record<string, unknown>) };
        expandPath(copy, rest);
        return copy;
      });
      return;
    }
    const copy = { ...(value as Record<string, unknown>) };
    target[field] = copy;
    expandPath(copy, rest);
  }

  async function respond(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? "/", "http://fake-stripe");
    const method = request.method ?? "GET";
    const form = method === "POST" ? Buffer.concat(chunks).toString("utf8") : url.search.slice(1);
    const params = parseForm(form);
    requests.push({ method, path: url.pathname, params, headers: request.headers });

    let reply: { status: number; body: unknown };
    const idempotencyKey = request.headers["idempotency-key"];
    const replayKey = typeof idempotencyKey === "string" ? `${method} ${url.pathname} ${idempotencyKey}` : null;
    if (!request.headers.authorization?.startsWith("Bearer sk_test_")) {
      reply = errorReply(new StripeFakeError(401, "Invalid API Key provided", undefined, "authentication_error"));
    } else if (replayKey && replies.has(replayKey)) {
      reply = replies.get(replayKey)!;
    } else {
      try {
        reply = handle(method, url.pathname, params);
      } catch (error) {
        if (!(error instanceof StripeFakeError)) throw error;
        reply = errorReply(error);
      }
      if (replayKey) replies.set(replayKey, reply);
    }
    response.writeHead(reply.status, { "content-type": "application/json", "request-id": `req_${sequence}` });
    response.end(JSON.stringify(reply.body));
  }

  const server = createServer((request, response) => {
    respond(request, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    requests,
    put: (object) => void objects.set(object.id, object),
    get: (id) => objects.get(id),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

class StripeFakeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
    readonly type = "invalid_request_error",
  ) {
    super(message);
  }
}

function errorReply(error: StripeFakeError) {
  return { status: error.status, body: { error: { type: error.type, code: error.code, message: error.message } } };
}

function list(data: unknown[], url: string) {
  return { object: "list", data, has_more: false, url };
}

/** Stripe's form encoding (`a[b][0][c]=v`) back into nested objects; numbered keys become arrays. */
export function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, "").split("[");
    let target = root;
    parts.forEach((name, index) => {
      // `a[]` appends, as `a[<next index>]` would.
      const part = name === "" ? String(Object.keys(target).length) : name;
      if (index === parts.length - 1) {
        target[part] = value;
      } else {
        target[part] ??= {};
        target = target[part] as Record<string, unknown>;
      }
    });
  }
  return arraysFromNumberedKeys(root) as Record<string, unknown>;
}

function arraysFromNumberedKeys(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, child]) => [key, arraysFromNumberedKeys(child)] as const,
  );
  const isArray = entries.length > 0 && entries.every(([key], index) => key === String(index));
  return isArray ? entries.map(([, child]) => child) : Object.fromEntries(entries);
}

function asArray(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
