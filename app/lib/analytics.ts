// Product analytics and marketing (spec §7, ADR 0058). This front is all a page carries: it queues what
// the page sends and loads the clients (analytics-client.ts, about 25 KB) on the reader's first
// interaction, or at once when a flag must be read. Errors are silent (spec §8).
import type { UserClaims } from "../../shared/contracts/user.contract";
import type { AnalyticsEvents, MarketingConversion } from "../../shared/domain/analytics-events";
import type { ClientConfig } from "../load-context";
import type { AnalyticsClient } from "./analytics-client";
import { readCookie, writeCookie } from "./cookies";

type Command = (client: AnalyticsClient) => void;

/** What the reader does first; any of them loads the clients. */
const INTERACTIONS = ["pointerdown", "keydown", "scroll"] as const;

// Browser-only state, one per tab: set from effects, never during a server render. `config` is false
// once started with nothing configured: then nothing is queued or loaded.
let config: ClientConfig | false | null = null;
const queue: Command[] = [];
let client: Promise<AnalyticsClient> | null = null;

function isAnythingConfigured({ analytics, marketing }: ClientConfig): boolean {
  return Boolean(analytics ?? marketing.emailMarketing ?? marketing.tagManager ?? marketing.adPixel);
}

/** The started clients, or null when nothing is configured (or their code could not load). */
function load(): Promise<AnalyticsClient | null> {
  if (!config) return Promise.resolve(null);
  const started = config;
  client ??= import("./analytics-client").then(({ startAnalyticsClient }) =>
    startAnalyticsClient(started, { readCookie, writeCookie }),
  );
  return client.then(
    (ready) => {
      for (const command of queue.splice(0)) {
        try {
          command(ready);
        } catch {
          // Ignored (spec §8).
        }
      }
      return ready;
    },
    () => null,
  );
}

function run(command: Command): void {
  if (config === false) return;
  queue.push(command);
  if (client) void load();
}

/**
 * A followed link, with the part of the page it was in: the client decides what it means (spec §7
 * clicks). Heard after the page's own handlers, so a link the router did not take (another document,
 * another site) is known: it waits, briefly, until what was queued has been sent.
 */
function onLinkClick(event: MouseEvent): void {
  const link = (event.target as Partial<Element>).closest?.<HTMLAnchorElement>("a[href]");
  if (!link) return;
  const area = link.closest("header, footer, [data-nav-area]");
  const { href } = link;
  run((ready) => ready.linkClicked(href, area?.getAttribute("data-nav-area") ?? area?.tagName));
  const isSameDocument = link.hash && link.pathname === location.pathname;
  const isHandled = event.defaultPrevented || link.target || link.hasAttribute("download");
  if (isHandled || isSameDocument || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  // At most half a second: the reader is on the way out.
  const waited = new Promise((resolve) => setTimeout(resolve, 500));
  const leave = () => location.assign(href);
  Promise.race([load().then((ready) => ready?.flush()), waited]).then(leave, leave);
}

/** An event whose properties are all optional may leave them out. */
type PropertiesOf<E extends keyof AnalyticsEvents> =
  Record<never, never> extends AnalyticsEvents[E] ? [properties?: AnalyticsEvents[E]] : [properties: AnalyticsEvents[E]];

export const analytics = {
  /** Called once the page has hydrated; a later call (another page's data) changes nothing. */
  start(clientConfig: ClientConfig): void {
    if (config !== null) return;
    config = isAnythingConfigured(clientConfig) && clientConfig;
    if (!config) return;
    const loadOnce = () => void load();
    for (const type of INTERACTIONS) addEventListener(type, loadOnce, { once: true, capture: true });
    addEventListener("click", onLinkClick);
  },

  /** Loads the clients now, for what cannot wait for an interaction (a flag that decides a render). */
  load,

  /** Something the reader did: sent now, loading the clients if need be (a page view waits for an interaction). */
  capture<E extends keyof AnalyticsEvents>(event: E, ...[properties]: PropertiesOf<E>): void {
    run((ready) => ready.capture(event, properties ?? {}));
    void load();
  },

  /** A page was shown: its "View X" event and pageview (spec §7), the page type read from its address. */
  pageViewed(href: string): void {
    run((ready) => ready.pageViewed(href));
  },

  /** The signed-in reader; whether they may be identified is the client's to decide (spec §1). */
  identify(user: UserClaims): void {
    run((ready) => ready.identify(user));
  },

  /** A sign-up or log-in, for the tag manager and the ad pixel. */
  conversion(kind: MarketingConversion): void {
    run((ready) => ready.conversion(kind));
  },

  /** After log out the device starts over as a new anonymous visitor (spec §4). */
  reset(): void {
    run((ready) => ready.reset());
  },
};
