// Security headers on every response (ADR 0020). The Content-Security-Policy allows exactly what the
// pages use: this site's own scripts, styles, images and workers (MapLibre draws in a blob worker),
// the online basemaps when they are on, the media CDN when one serves photos, and the analytics host
// and each marketing service (ADR 0058) only when it is configured.
import { secureHeaders } from "hono/secure-headers";
import type { MiddlewareHandler } from "hono";
import type { Config } from "../config";
import type { AppEnv } from "./app-env";
import type { BasemapSources } from "../../shared/map/basemaps";

const originOf = (url: string) => new URL(url).origin;

/** The hosts the online basemaps (shared/map/basemaps.ts) load styles, tiles, glyphs and sprites from. */
function basemapOrigins(sources: BasemapSources | null): string[] {
  if (!sources) return [];
  const urls = [sources.streetsStyleUrl, sources.topoTilesUrl, sources.imageryTilesUrl, sources.hillshadeTilesUrl];
  return [...new Set(urls.map((url) => originOf(url.replace(/\{[a-z]+\}/g, "0"))))];
}

/**
 * The marketing services' origins: the tag manager and the ad pixel load a script that then sends
 * beacons (requests and images) to its own origin; e-mail marketing only takes requests.
 */
function marketingOrigins({ emailMarketing, tagManager, adPixel }: Config["client"]["marketing"]) {
  const tags = [...new Set([tagManager?.scriptUrl, adPixel?.scriptUrl].flatMap((url) => (url ? [originOf(url)] : [])))];
  const email = emailMarketing ? [originOf(emailMarketing.host)] : [];
  return { scripts: tags, requests: [...new Set([...tags, ...email])] };
}

export function contentSecurityPolicy(config: Pick<Config, "storage" | "analytics" | "client">) {
  const basemaps = basemapOrigins(config.client.basemaps);
  const media = /^https?:\/\//.test(config.storage.baseUrl) ? [originOf(config.storage.baseUrl)] : [];
  const analytics = config.analytics ? [originOf(config.analytics.host)] : [];
  const marketing = marketingOrigins(config.client.marketing);
  return {
    defaultSrc: ["'self'"],
    // React Router's hydration data and module preloads are inline scripts in every page; a nonce would
    // differ per response and so cannot live in the shared page cache (ADR 0020).
    scriptSrc: ["'self'", "'unsafe-inline'", ...marketing.scripts],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", ...media, ...basemaps, ...marketing.scripts],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'", ...basemaps, ...analytics, ...marketing.requests],
    workerSrc: ["'self'", "blob:"],
    childSrc: ["'self'", "blob:"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

export function securityHeaders(
  config: Pick<Config, "storage" | "analytics" | "client" | "publicUrl">,
): MiddlewareHandler<AppEnv> {
  const isHttps = config.publicUrl.startsWith("https://");
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config),
    // Only where the site is served over https: a browser would refuse plain http for a year.
    strictTransportSecurity: isHttps ? "max-age=31536000; includeSubDomains" : false,
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    // The map shows where the phone is; nothing else is used.
    permissionsPolicy: {
      geolocation: ["self"],
      camera: [],
      microphone: [],
      payment: [],
      usb: [],
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-site",
    crossOriginOpenerPolicy: "same-origin",
    originAgentCluster: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}
