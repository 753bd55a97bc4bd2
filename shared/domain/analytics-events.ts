// The one catalog of analytics events (spec §7): every event's name and the types of its properties,
// so a call site cannot misspell either; the page type each path reports; and which site links count
// as the spec's click events. Pure: the browser's analytics client applies it (ADR 0058).

/** The pages that send "View {type}" and a pageview with `page_type` (spec §7). */
export const PAGE_TYPES = [
  "Home",
  "Map",
  "Search",
  "Pricing",
  "All Access",
  "Blog",
  "Article",
  "Trail",
  "Scout Route",
  "State",
  "Region",
  "ORV Park",
  "City Trail List",
  "Lists",
  "List",
  "Dashboard",
  "Log In",
  "Sign Up",
  "Welcome",
  "Profile",
  "Shared Content",
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

type ViewEvents = { [Type in PageType as `View ${Type}`]: { path: string } };

/** The clicks on the site's own calls to action: where the link goes and where it was. */
export interface LinkClick {
  url: string;
  /** "navbar" or "footer" for the site frame; the page's own buttons name their place. */
  button_location: string;
}

/** A trail or a scout route, as the events about one name it. */
export type GuideReference = { trail_id: number } | { scout_route_id: number };

/** A track or a waypoint of My Content. */
export type ContentKind = "track" | "waypoint";

export interface AnalyticsEvents extends ViewEvents {
  $pageview: { page_type: PageType };
  "sign up": { social: boolean; button_location: string; affiliate_origin: string | null };
  "log in": { social: boolean; button_location: string };
  "search entry": { location: string };
  "click start trial": LinkClick;
  "click log in": LinkClick;
  "click sign up": LinkClick;
  "click app icon": LinkClick & { store: "app store" | "play store" };
  "click top banner": { url: string };
  "trail view": { trail_id: number };
  "scout route view": { scout_route_id: number };
  /** The reader opened a guide's interactive map, and from where (spec §7 "map click source"). */
  "map click": GuideReference & { source: "explore_map_button" };
  "onboarding tutorial begin": { location?: string };
  "onboarding tutorial finished": Record<never, never>;
  "incomplete checkout form": { form: string; plan: string };
  "create list": { list_uuid: string };
  "add to list": { list_uuid: string; product_type: string; id: number };
  "invite list member": { list_uuid: string; role: string };
  "create review": GuideReference & { rating: number };
  "edit review": { review_id: number };
  "delete review": { review_id: number };
  "create track": { track_uuid: string };
  "edit track": { track_uuid: string };
  "delete track": { track_uuid: string };
  "create waypoint": { waypoint_uuid: string };
  "edit waypoint": { waypoint_uuid: string };
  "delete waypoint": { waypoint_uuid: string };
  "import content": { files: number; tracks: number; waypoints: number };
  "export content": { kind: "tracks" | "waypoints"; format: string };
  /** Sharing a guide (the share sheet or a copied link) or one's own track or waypoint. */
  share: GuideReference | { kind: ContentKind; uuid: string };
  "gpx download": GuideReference;
  /** A GPX the GPS partner accepted: what was sent and to which partner (its slug). */
  "upload to gps service": { item_type: "trails" | "scout-routes" | "tracks"; item_id: string; partner: string };
  directions: { url: string };
}

export type AnalyticsEventName = keyof AnalyticsEvents;

/** The conversions the tag manager and the ad pixel hear about. */
export type MarketingConversion = "sign up" | "log in";

/** What the tag manager's data layer receives (spec §7). */
export const TAG_MANAGER_EVENTS: Readonly<Record<MarketingConversion, string>> = { "sign up": "sign_up", "log in": "login" };

/** The ad pixel's calls: a custom "Sign Up" and the standard "CompleteRegistration" (spec §7). */
export const AD_PIXEL_CALLS: Readonly<Record<MarketingConversion, readonly (readonly ["track" | "trackCustom", string])[]>> = {
  "sign up": [
    ["trackCustom", "Sign Up"],
    ["track", "CompleteRegistration"],
  ],
  "log in": [],
};

const PAGE_PATTERNS: readonly (readonly [RegExp, PageType])[] = [
  [/^\/$/, "Home"],
  [/^\/map$/, "Map"],
  [/^\/search$/, "Search"],
  [/^\/pricing$/, "Pricing"],
  [/^\/all-access$/, "All Access"],
  [/^\/blog$/, "Blog"],
  [/^\/blog\/(?!authors\/)[^/]+$/, "Article"],
  [/^(\/[A-Za-z]+\/[^/]+)?\/trails\/\d+[^/]*$/, "Trail"],
  [/^(\/[A-Za-z]+\/[^/]+)?\/scout-routes\/\d+[^/]*$/, "Scout Route"],
  [/^(\/[A-Za-z]+\/[^/]+\/regions\/[^/]+|\/regions\/[^/]+)$/, "Region"],
  [/^(\/[A-Za-z]+\/[^/]+\/orv-parks\/[^/]+|\/orv-parks\/[^/]+)$/, "ORV Park"],
  [/^\/[A-Za-z]+\/[^/]+\/[^/]+\/(best|beginner)-trails$/, "City Trail List"],
  [/^\/(best|beginner)-trails(\/[^/]+\/[^/]+)?$/, "City Trail List"],
  [/^\/(US|CAN|MX)\/[^/]+$/i, "State"],
  [/^\/states\/[^/]+$/, "State"],
  [/^\/lists$/, "Lists"],
  [/^\/lists\/(?!invitations\/)[^/]+$/, "List"],
  [/^\/dashboard$/, "Dashboard"],
  [/^\/login$/, "Log In"],
  [/^\/sign-up(\/[a-z]+)?$/, "Sign Up"],
  [/^\/welcome$/, "Welcome"],
  [/^\/users\/[0-9a-f-]{36}$/, "Profile"],
  [/^\/user-content\/[^/]+$/, "Shared Content"],
];

/** The page type a path reports, or null for pages that send no view (staff tools, forms, legal pages). */
export function pageTypeOf(pathname: string): PageType | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return PAGE_PATTERNS.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/**
 * The guide view a trail or scout-route page also sends, with the id read from its path: the number
 * before the first hyphen of the last segment (spec §2.11).
 */
export function guideViewOf(
  pathname: string,
): ["trail view", { trail_id: number }] | ["scout route view", { scout_route_id: number }] | null {
  const match = /\/(trails|scout-routes)\/(\d+)[^/]*\/?$/.exec(pathname);
  if (!match) return null;
  const id = Number(match[2]);
  return match[1] === "trails" ? ["trail view", { trail_id: id }] : ["scout route view", { scout_route_id: id }];
}

/** The apps' store pages; null where no store is configured. */
export interface AppStores {
  appStoreUrl: string | null;
  playStoreUrl: string | null;
}

type ClickEvent =
  | ["click start trial" | "click log in" | "click sign up", LinkClick]
  | ["click top banner", AnalyticsEvents["click top banner"]]
  | ["click app icon", AnalyticsEvents["click app icon"]]
  | ["directions", AnalyticsEvents["directions"]];

const SITE_FRAME_CALLS: Readonly<Record<string, "click start trial" | "click log in" | "click sign up">> = {
  "/all-access": "click start trial",
  "/login": "click log in",
  "/sign-up": "click sign up",
};

const DIRECTIONS_URL = /^https:\/\/(maps\.apple\.com\/\?daddr=|www\.google\.com\/maps\/dir\/)/;

/**
 * The event a followed link sends, if any: any link in the top banner; the header's and footer's
 * calls to action (start trial, log in, sign up, the app-store badges) with where they were; and
 * directions from anywhere. `location` is "top banner", "navbar", "footer" or "page"; `origin` is
 * this site's.
 */
export function linkClickEvent(href: string, location: string, origin: string, stores: AppStores): ClickEvent | null {
  if (location === "top banner") return ["click top banner", { url: href }];
  if (DIRECTIONS_URL.test(href)) return ["directions", { url: href }];
  if (location !== "navbar" && location !== "footer") return null;
  const url = new URL(href, origin);
  const isStore = (storeUrl: string | null) => storeUrl !== null && new URL(storeUrl).href === url.href;
  const store = isStore(stores.appStoreUrl) ? "app store" : isStore(stores.playStoreUrl) ? "play store" : null;
  if (store) return ["click app icon", { url: url.href, button_location: location, store }];
  const event = url.origin === origin ? SITE_FRAME_CALLS[url.pathname] : undefined;
  return event ? [event, { url: url.pathname, button_location: location }] : null;
}
