// The tag manager (Google-Tag-Manager-compatible data layer) and the ad pixel (Meta-pixel-compatible
// `fbq`), each added to the page only when configured (spec §7, ADR 0058). Their scripts read what
// was queued before they arrived, as their own snippets arrange.
import { AD_PIXEL_CALLS, TAG_MANAGER_EVENTS, type MarketingConversion } from "../../shared/domain/analytics-events";
import type { ClientConfig } from "../load-context";

type Marketing = ClientConfig["marketing"];

interface AdPixel {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: AdPixel;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
    fbq?: AdPixel;
    _fbq?: AdPixel;
  }
}

function addScript(src: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** The pixel's queue until its script takes over, as Meta's snippet sets it up. */
function adPixelQueue(): AdPixel {
  const pixel = ((...args: unknown[]) => {
    if (pixel.callMethod) pixel.callMethod(...args);
    else pixel.queue.push(args);
  }) as AdPixel;
  pixel.queue = [];
  pixel.loaded = true;
  pixel.version = "2.0";
  pixel.push = pixel;
  return pixel;
}

export function installMarketingTags({ tagManager, adPixel }: Marketing): void {
  if (tagManager) {
    window.dataLayer ??= [];
    window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    addScript(`${tagManager.scriptUrl}?id=${encodeURIComponent(tagManager.containerId)}`);
  }
  if (adPixel && !window.fbq) {
    window.fbq = window._fbq = adPixelQueue();
    addScript(adPixel.scriptUrl);
    window.fbq("init", adPixel.pixelId);
  }
}

/** A sign-up or log-in for the tag manager ("sign_up", "login") and the ad pixel (spec §7). */
export function sendConversion({ tagManager, adPixel }: Marketing, kind: MarketingConversion): void {
  if (tagManager) window.dataLayer?.push({ event: TAG_MANAGER_EVENTS[kind] });
  if (adPixel) for (const call of AD_PIXEL_CALLS[kind]) window.fbq?.(...call);
}
