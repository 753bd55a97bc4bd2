// The Content-Security-Policy lets the page reach the analytics and marketing services only when
// each is configured (ADR 0020, ADR 0058).
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { contentSecurityPolicy } from "./security-headers";

const MARKETING = {
  EMAIL_MARKETING_HOST: "https://mail-api.example",
  EMAIL_MARKETING_WRITE_KEY: "write-key",
  TAG_MANAGER_SCRIPT_URL: "https://tags.example/gtm.js",
  TAG_MANAGER_CONTAINER_ID: "GTM-TEST",
  AD_PIXEL_SCRIPT_URL: "https://pixel.example/fbevents.js",
  AD_PIXEL_ID: "1234",
};

const allOrigins = (policy: ReturnType<typeof contentSecurityPolicy>) => Object.values(policy).flat();

describe(contentSecurityPolicy.name, () => {
  it("names no analytics or marketing host when none is configured", () => {
    const config = loadConfig({});
    expect(config.client.marketing).toEqual({ emailMarketing: null, tagManager: null, adPixel: null });
    const policy = contentSecurityPolicy(config);
    expect(policy.scriptSrc).toEqual(["'self'", "'unsafe-inline'"]);
    expect(allOrigins(policy).filter((source) => /example|googletagmanager|facebook/.test(source))).toEqual([]);
  });

  it("allows the analytics host for requests once configured", () => {
    const policy = contentSecurityPolicy(loadConfig({ ANALYTICS_HOST: "https://ph.example", ANALYTICS_KEY: "key" }));
    expect(policy.connectSrc).toContain("https://ph.example");
    expect(policy.scriptSrc).not.toContain("https://ph.example");
  });

  it("allows each configured marketing service: tag scripts and their beacons, the e-mail service's requests", () => {
    const policy = contentSecurityPolicy(loadConfig(MARKETING));
    expect(policy.scriptSrc).toEqual(["'self'", "'unsafe-inline'", "https://tags.example", "https://pixel.example"]);
    expect(policy.connectSrc).toEqual(
      expect.arrayContaining(["https://tags.example", "https://pixel.example", "https://mail-api.example"]),
    );
    expect(policy.imgSrc).toEqual(expect.arrayContaining(["https://tags.example", "https://pixel.example"]));
    expect(policy.scriptSrc).not.toContain("https://mail-api.example");
  });

  it("needs the container id, the pixel id, or host and key, to turn a service on", () => {
    const { TAG_MANAGER_CONTAINER_ID: _container, AD_PIXEL_ID: _pixel, EMAIL_MARKETING_WRITE_KEY: _key, ...urlsOnly } = MARKETING;
    const config = loadConfig(urlsOnly);
    expect(config.client.marketing).toEqual({ emailMarketing: null, tagManager: null, adPixel: null });
    expect(allOrigins(contentSecurityPolicy(config)).filter((source) => source.includes("example"))).toEqual([]);
  });
});
