import { describe, expect, it } from "vitest";
import {
  DEEP_LINK_BASE_URL,
  directionsUrl,
  mapsAppFor,
  formatBounds,
  scoutRouteCanonicalUrl,
  scoutRouteDeepLink,
  scoutRoutePath,
  trailPath,
} from "./share-links";

const route = { id: 42, slug: "42-moab-rim", state: { country_code: "US" as const, slug: "utah" } };

describe(scoutRoutePath.name, () => {
  it("nests the id-slug under country code and state slug", () => {
    expect(scoutRoutePath(route)).toBe("/US/utah/scout-routes/42-moab-rim");
  });
});

describe(scoutRouteCanonicalUrl.name, () => {
  it("prefixes the public URL once, without a doubled slash", () => {
    expect(scoutRouteCanonicalUrl("https://example.test/", route)).toBe("https://example.test/US/utah/scout-routes/42-moab-rim");
    expect(scoutRouteCanonicalUrl("https://example.test", route)).toBe("https://example.test/US/utah/scout-routes/42-moab-rim");
  });
});

describe(scoutRouteDeepLink.name, () => {
  it("carries the value, id, bounds and channel", () => {
    const url = new URL(
      scoutRouteDeepLink(42, [
        [-109.6, 38.5],
        [-109.4, 38.7],
      ]),
    );
    expect(`${url.origin}${url.pathname}`).toBe(DEEP_LINK_BASE_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      deep_link_value: "scoutroute",
      deep_link_sub1: "42",
      deep_link_sub2: "-109.6,38.5,-109.4,38.7",
      channel: "website",
    });
  });

  it("leaves the bounds out when the reader has none", () => {
    expect(new URL(scoutRouteDeepLink(7, null)).searchParams.has("deep_link_sub2")).toBe(false);
  });
});

describe(formatBounds.name, () => {
  it("orders west, south, east, north", () => {
    expect(
      formatBounds([
        [1, 2],
        [3, 4],
      ]),
    ).toBe("1,2,3,4");
  });
});

describe(directionsUrl.name, () => {
  it("turns [lng, lat] into a lat,lng destination", () => {
    expect(directionsUrl([-109.5, 38.6, 1200])).toBe("https://www.google.com/maps/dir/?api=1&destination=38.6,-109.5");
  });
});

describe(trailPath.name, () => {
  it("links a preview trail under its own state", () => {
    expect(trailPath({ slug: "9-hole-in-the-rock", state: { country_code: "CAN", slug: "alberta" } })).toBe(
      "/CAN/alberta/trails/9-hole-in-the-rock",
    );
  });
});

describe(mapsAppFor.name, () => {
  it("opens Apple Maps on Apple devices and Google Maps elsewhere", () => {
    const iPhone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
    const android = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36";
    expect(mapsAppFor(iPhone)).toBe("apple");
    expect(mapsAppFor(android)).toBe("google");
    expect(directionsUrl([-109.5, 38.6], "apple")).toBe("https://maps.apple.com/?daddr=38.6,-109.5&dirflg=d");
  });
});
