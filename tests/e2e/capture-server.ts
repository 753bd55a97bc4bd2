// A local stand-in for the analytics and marketing services (ADR 0058). It speaks what the browser
// really calls: PostHog's `/batch/` (gzip or plain JSON) and `/flags/?v=2` for posthog-js-lite, the
// e-mail-marketing service's `POST /v1/identify` (Segment's HTTP API), and it serves a tag-manager
// script and an ad-pixel script that report every data-layer push and pixel call back to it. Tests
// read what arrived, exactly as sent, and choose the flags it answers with.
import { createServer, type IncomingMessage, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import type { Page } from "@playwright/test";

export const CAPTURE_PORT = 3199;
export const CAPTURE_HOST = `http://127.0.0.1:${CAPTURE_PORT}`;
export const TAG_MANAGER_SCRIPT_URL = `${CAPTURE_HOST}/gtm.js`;
export const AD_PIXEL_SCRIPT_URL = `${CAPTURE_HOST}/fbevents.js`;

/** One product-analytics event as posthog-js-lite sent it, with the batch's key. */
export interface CapturedEvent {
  api_key: string;
  event: string;
  distinct_id: string;
  properties: Record<string, unknown>;
}

/** What the fake tag-manager script saw pushed to `dataLayer`, with the container it was loaded for. */
export interface TagManagerPush {
  containerId: string;
  push: Record<string, unknown>;
}

/** One `fbq(...)` call the fake pixel script received, as its arguments. */
export type AdPixelCall = unknown[];

export interface EmailMarketingIdentify {
  authorization: string | undefined;
  body: { userId: string; traits: { email: string; firstName: string; lastName: string } };
}

type FlagValue = string | boolean;

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, GET, PUT, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Content-Encoding, Authorization",
};

/** Loaded as the tag manager: reports the pushes made before it arrived and every later one. */
const TAG_MANAGER_SCRIPT = `(function () {
  var containerId = new URL(document.currentScript.src).searchParams.get("id");
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  function report(push) {
    fetch("${CAPTURE_HOST}/tag-manager/pushes", { method: "POST", body: JSON.stringify({ containerId: containerId, push: push }), keepalive: true });
  }
  dataLayer.forEach(report);
  var push = dataLayer.push;
  dataLayer.push = function () {
    for (var i = 0; i < arguments.length; i++) report(arguments[i]);
    return push.apply(dataLayer, arguments);
  };
})();`;

/** Loaded as the ad pixel: takes over the queue that the page's stub kept, as the real script does. */
const AD_PIXEL_SCRIPT = `(function () {
  function report(args) {
    fetch("${CAPTURE_HOST}/ad-pixel/calls", { method: "POST", body: JSON.stringify(Array.prototype.slice.call(args)), keepalive: true });
  }
  var fbq = window.fbq;
  fbq.queue.forEach(report);
  fbq.queue = [];
  fbq.callMethod = function () { report(arguments); };
})();`;

function bodyOf(request: IncomingMessage, raw: Buffer): unknown {
  const text = request.headers["content-encoding"] === "gzip" ? gunzipSync(raw).toString("utf8") : raw.toString("utf8");
  return JSON.parse(text) as unknown;
}

/** posthog-js-lite's `/flags/?v=2` answer: every configured flag as enabled, with its variant. */
function flagsAnswer(flags: Record<string, FlagValue>) {
  const details = Object.fromEntries(
    Object.entries(flags).map(([key, value]) => [
      key,
      {
        key,
        enabled: value !== false,
        variant: typeof value === "string" ? value : undefined,
        reason: { code: "condition_match", description: "Matched condition set 1", condition_index: 0 },
        metadata: { id: 1, version: 1, description: undefined, payload: undefined },
      },
    ]),
  );
  return { flags: details, errorsWhileComputingFlags: false, requestId: "e2e-flags" };
}

export function startCaptureServer(): Promise<Server> {
  const events: CapturedEvent[] = [];
  const tagManagerPushes: TagManagerPush[] = [];
  const adPixelCalls: AdPixelCall[] = [];
  const identifies: EmailMarketingIdentify[] = [];
  let flags: Record<string, FlagValue> = {};

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks);
      const { pathname } = new URL(request.url ?? "/", CAPTURE_HOST);
      const json = (status: number, body: unknown) =>
        response.writeHead(status, { ...CORS_HEADERS, "Content-Type": "application/json" }).end(JSON.stringify(body));
      const script = (source: string) =>
        response.writeHead(200, { ...CORS_HEADERS, "Content-Type": "text/javascript" }).end(source);
      const route = `${request.method} ${pathname}`;
      switch (route) {
        case "POST /batch/": {
          const { api_key, batch } = bodyOf(request, raw) as { api_key: string; batch: Omit<CapturedEvent, "api_key">[] };
          for (const event of batch) events.push({ ...event, api_key });
          return json(200, { status: "Ok" });
        }
        case "POST /flags/":
          return json(200, flagsAnswer(flags));
        case "POST /v1/identify":
          identifies.push({
            authorization: request.headers.authorization,
            body: bodyOf(request, raw) as EmailMarketingIdentify["body"],
          });
          return json(200, { success: true });
        case "GET /gtm.js":
          return script(TAG_MANAGER_SCRIPT);
        case "GET /fbevents.js":
          return script(AD_PIXEL_SCRIPT);
        case "POST /tag-manager/pushes":
          tagManagerPushes.push(bodyOf(request, raw) as TagManagerPush);
          return json(200, {});
        case "POST /ad-pixel/calls":
          adPixelCalls.push(bodyOf(request, raw) as AdPixelCall);
          return json(200, {});
        case "PUT /test/flags":
          flags = bodyOf(request, raw) as Record<string, FlagValue>;
          return json(200, flags);
        case "GET /events":
          return json(200, events);
        case "GET /tag-manager/pushes":
          return json(200, tagManagerPushes);
        case "GET /ad-pixel/calls":
          return json(200, adPixelCalls);
        case "GET /email-marketing/identifies":
          return json(200, identifies);
        default:
          response.writeHead(request.method === "OPTIONS" ? 204 : 404, CORS_HEADERS).end();
      }
    });
  });
  return new Promise((resolve) => server.listen(CAPTURE_PORT, "127.0.0.1", () => resolve(server)));
}

async function read<T>(path: string): Promise<T> {
  const response = await fetch(`${CAPTURE_HOST}${path}`);
  return (await response.json()) as T;
}

export const capturedEvents = () => read<CapturedEvent[]>("/events");
export const tagManagerPushes = () => read<TagManagerPush[]>("/tag-manager/pushes");
export const adPixelCalls = () => read<AdPixelCall[]>("/ad-pixel/calls");
export const emailMarketingIdentifies = () => read<EmailMarketingIdentify[]>("/email-marketing/identifies");

/** The flags `/flags/` answers with from now on; `{}` (the start) knows no flag. */
export async function setFeatureFlags(flags: Record<string, FlagValue>): Promise<void> {
  await fetch(`${CAPTURE_HOST}/test/flags`, { method: "PUT", body: JSON.stringify(flags) });
}

/** The anonymous id this browser sends events with: the first-party cookie the client bootstraps from. */
export async function browserDistinctId(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === "analytics_distinct_id")?.value;
}

/** An event's own properties, without the ones the client library adds (`$lib`, `$current_url`, ...). */
export function ownProperties(event: CapturedEvent): Record<string, unknown> {
  return Object.fromEntries(Object.entries(event.properties).filter(([key]) => !key.startsWith("$")));
}
