import { describe, expect, it } from "vitest";
import { AD_PIXEL_CALLS, guideViewOf, linkClickEvent, pageTypeOf, TAG_MANAGER_EVENTS } from "./analytics-events";

describe("pageTypeOf", () => {
  it.each([
    ["/", "Home"],
    ["/map", "Map"],
    ["/search", "Search"],
    ["/pricing", "Pricing"],
    ["/all-access", "All Access"],
    ["/blog", "Blog"],
    ["/blog/winter-driving", "Article"],
    ["/US/utah/trails/12-hells-revenge", "Trail"],
    ["/trails/12", "Trail"],
    ["/US/utah/scout-routes/42-moab-rim", "Scout Route"],
    ["/scout-routes/42-moab-rim/", "Scout Route"],
    ["/US/colorado", "State"],
    ["/states/CO", "State"],
    ["/US/utah/regions/moab", "Region"],
    ["/regions/moab", "Region"],
    ["/US/michigan/orv-parks/silver-lake", "ORV Park"],
    ["/US/utah/moab/best-trails", "City Trail List"],
    ["/best-trails/utah/moab", "City Trail List"],
    ["/beginner-trails", "City Trail List"],
    ["/lists", "Lists"],
    ["/lists/0b1c2d3e", "List"],
    ["/dashboard", "Dashboard"],
    ["/login", "Log In"],
    ["/sign-up/account", "Sign Up"],
    ["/welcome", "Welcome"],
    ["/users/5f0c8a2e-0000-4000-8000-000000000001", "Profile"],
    ["/user-content/5f0c", "Shared Content"],
  ])("%s is %s", (path, type) => {
    expect(pageTypeOf(path)).toBe(type);
  });

  it.each(["/admin", "/admin/user-cms", "/blog/authors/dana", "/lists/invitations/abc", "/privacy-policy", "/users/me/delete"])(
    "%s sends no view",
    (path) => {
      expect(pageTypeOf(path)).toBeNull();
    },
  );
});

describe("guideViewOf", () => {
  it.each([
    ["/US/utah/trails/12-hells-revenge", ["trail view", { trail_id: 12 }]],
    ["/trails/12", ["trail view", { trail_id: 12 }]],
    ["/US/utah/scout-routes/42-moab-rim/", ["scout route view", { scout_route_id: 42 }]],
    ["/scout-routes/42-moab-rim", ["scout route view", { scout_route_id: 42 }]],
  ])("%s sends %j", (path, view) => {
    expect(guideViewOf(path)).toEqual(view);
  });

  it.each(["/US/utah", "/trails/12-hells-revenge/edit", "/scout-routes/new"])("%s is no guide view", (path) => {
    expect(guideViewOf(path)).toBeNull();
  });
});

describe("linkClickEvent", () => {
  const origin = "https://trailguide.example";
  const stores = {
    appStoreUrl: "https://apps.apple.com/app/trailguide/id1",
    playStoreUrl: "https://play.google.com/store/apps/details?id=trailguide",
  };

  it.each([
    ["/login", "click log in"],
    ["/sign-up", "click sign up"],
    ["/all-access", "click start trial"],
  ] as const)("a navbar or footer link to %s is %s, with where it was", (path, event) => {
    expect(linkClickEvent(`${origin}${path}`, "navbar", origin, stores)).toEqual([
      event,
      { url: path, button_location: "navbar" },
    ]);
    expect(linkClickEvent(`${origin}${path}`, "footer", origin, stores)).toEqual([
      event,
      { url: path, button_location: "footer" },
    ]);
  });

  it("an app-store badge is the app icon click with its store", () => {
    expect(linkClickEvent(stores.playStoreUrl, "footer", origin, stores)).toEqual([
      "click app icon",
      { url: stores.playStoreUrl, button_location: "footer", store: "play store" },
    ]);
    expect(linkClickEvent(stores.appStoreUrl, "navbar", origin, stores)?.[1]).toMatchObject({ store: "app store" });
  });

  it("any link in the top banner is a banner click", () => {
    expect(linkClickEvent(`${origin}/map`, "top banner", origin, stores)).toEqual(["click top banner", { url: `${origin}/map` }]);
  });

  it("directions are recognised wherever they are", () => {
    const google = "https://www.google.com/maps/dir/?api=1&destination=38.5,-109.5";
    const apple = "https://maps.apple.com/?daddr=38.5,-109.5&dirflg=d";
    expect(linkClickEvent(google, "page", origin, stores)).toEqual(["directions", { url: google }]);
    expect(linkClickEvent(apple, "page", origin, stores)).toEqual(["directions", { url: apple }]);
  });

  it("other links, and calls to action in the page itself, send nothing here", () => {
    expect(linkClickEvent(`${origin}/blog`, "navbar", origin, stores)).toBeNull();
    expect(linkClickEvent(`${origin}/login`, "page", origin, stores)).toBeNull();
    expect(linkClickEvent("https://elsewhere.example/login", "navbar", origin, stores)).toBeNull();
  });
});

describe("marketing conversions (spec §7)", () => {
  it("the tag manager hears sign_up and login", () => {
    expect(TAG_MANAGER_EVENTS).toEqual({ "sign up": "sign_up", "log in": "login" });
  });

  it("the ad pixel hears Sign Up and CompleteRegistration on sign-up only", () => {
    expect(AD_PIXEL_CALLS["sign up"]).toEqual([
      ["trackCustom", "Sign Up"],
      ["track", "CompleteRegistration"],
    ]);
    expect(AD_PIXEL_CALLS["log in"]).toEqual([]);
  });
});
