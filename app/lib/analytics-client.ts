// The analytics and marketing clients (spec §7, ADR 0058), loaded by analytics.ts when the reader
// first interacts: PostHog's light web client for product analytics and feature flags, the
// e-mail-marketing service's identify call, the tag manager and the ad pixel. Each runs only when
// configured; every failure is swallowed (spec §8).
import { PostHog } from "posthog-js-lite";
import type { UserClaims } from "../../shared/contracts/user.contract";
import {
  guideViewOf,
  linkClickEvent,
  pageTypeOf,
  type AnalyticsEvents,
  type MarketingConversion,
} from "../../shared/domain/analytics-events";
import { emailMarketingIdentity, shouldIdentify } from "../../shared/domain/analytics-identity";
import type { ClientConfig } from "../load-context";
import type { readCookie, writeCookie } from "./cookies";
import { installMarketingTags, sendConversion } from "./marketing-tags";

/** First-party cookie with the visitor's anonymous id; the client bootstraps from it (ADR 0058). */
export const DISTINCT_ID_COOKIE = "analytics_distinct_id";
const DISTINCT_ID_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

type EventProperties = Parameters<PostHog["capture"]>[1];

/** A flag's value: its variant, on/off, or undefined when the provider does not know the flag. */
export type FlagValue = string | boolean | undefined;

/**
 * PostHog's client, with events that still leave when the page is being closed, and that wait in
 * the queue while the device has no signal (a reader offline on a trail) instead of failing, which
 * the client reports in the console, until the signal is back.
 */
class PageClient extends PostHog {
  override fetch(url: string, options: Parameters<PostHog["fetch"]>[1]) {
    return super.fetch(url, { ...options, keepalive: true } as typeof options);
  }

  protected override flushAutomatic(): Promise<void> {
    return navigator.onLine ? super.flushAutomatic() : Promise.resolve();
  }
}

/** The page's cookie functions, handed over so this chunk does not carry a copy of them. */
export interface CookieJar {
  readCookie: typeof readCookie;
  writeCookie: typeof writeCookie;
}

function startProductAnalytics({ host, key }: NonNullable<ClientConfig["analytics"]>, cookies: CookieJar): PostHog {
  const client = new PageClient(key, {
    host,
    autocapture: false,
    // No automatic pageviews (the pages send theirs with a page type) and none on leaving.
    captureHistoryEvents: false,
    preloadFeatureFlags: false,
    disableSurveys: true,
    disableRemoteConfig: true,
    // One request per event, as they happen: a reader may leave at any moment.
    flushAt: 1,
    bootstrap: { distinctId: cookies.readCookie(DISTINCT_ID_COOKIE) ?? undefined },
  });
  rememberAnonymousId(client, cookies);
  window.addEventListener("online", () => void client.flush().catch(() => undefined));
  return client;
}

function rememberAnonymousId(client: PostHog, { writeCookie }: CookieJar): void {
  writeCookie(DISTINCT_ID_COOKIE, client.getAnonymousId(), DISTINCT_ID_MAX_AGE_SECONDS);
}

function identifyForEmailMarketing(
  { host, writeKey }: NonNullable<ClientConfig["marketing"]["emailMarketing"]>,
  user: UserClaims,
): void {
  fetch(`${host}/v1/identify`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Basic ${btoa(`${writeKey}:`)}` },
    body: JSON.stringify(emailMarketingIdentity(user)),
    credentials: "omit",
    keepalive: true,
  }).catch(() => undefined);
}

function siteArea(area: string | undefined): string {
  if (area === "HEADER") return "navbar";
  if (area === "FOOTER") return "footer";
  return area ?? "page";
}

export function startAnalyticsClient(config: ClientConfig, cookies: CookieJar) {
  const { marketing } = config;
  const product = config.analytics ? startProductAnalytics(config.analytics, cookies) : null;
  installMarketingTags(marketing);
  let flagsLoaded: Promise<unknown> | null = null;

  /** The catalog's types are checked at the call; the client takes any JSON. */
  function capture<E extends keyof AnalyticsEvents>(event: E, properties: AnalyticsEvents[E] | Record<never, never>) {
    product?.capture(event, properties as EventProperties);
  }

  return {
    capture,

    pageViewed(href: string): void {
      const { pathname } = new URL(href);
      const pageType = pageTypeOf(pathname);
      if (!pageType) return;
      // Sent after a wait for the client, so the page's own address is given rather than read later.
      const page = { $current_url: href, $pathname: pathname };
      capture(`View ${pageType}`, { path: pathname, ...page });
      capture("$pageview", { page_type: pageType, ...page });
      const guideView = guideViewOf(pathname);
      if (guideView) product?.capture(guideView[0], { ...guideView[1], ...page });
    },

    /** `area` is where the link was: a `data-nav-area` name, or the tag of the header or footer around it. */
    linkClicked(href: string, area: string | undefined): void {
      const click = linkClickEvent(href, siteArea(area), window.location.origin, config);
      if (click) product?.capture(click[0], click[1] as EventProperties);
    },

    /** Only logged-out visitors and STANDARD users, never on localhost (spec §1); logged out has no one to name. */
    identify(user: UserClaims): void {
      if (!shouldIdentify({ user, hostname: window.location.hostname })) return;
      product?.identify(user.uuid, { email: user.email, name: user.name });
      if (marketing.emailMarketing) identifyForEmailMarketing(marketing.emailMarketing, user);
    },

    conversion(kind: MarketingConversion): void {
      sendConversion(marketing, kind);
    },

    reset(): void {
      if (!product) return;
      product.reset();
      rememberAnonymousId(product, cookies);
    },

    /** Sends what is queued; resolves once it has left (or failed). */
    flush: async () => {
      await product?.flush().catch(() => undefined);
    },

    /** Null when product analytics is off; reading a flag sends `$feature_flag_called` (spec §7). */
    async featureFlag(key: string): Promise<FlagValue | null> {
      if (!product) return null;
      flagsLoaded ??= product.reloadFeatureFlagsAsync();
      await flagsLoaded;
      const result = product.getFeatureFlagResult(key);
      return result ? (result.variant ?? result.enabled) : undefined;
    },
  };
}

export type AnalyticsClient = ReturnType<typeof startAnalyticsClient>;
