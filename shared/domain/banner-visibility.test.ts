import { describe, expect, it } from "vitest";
import type { Role } from "./roles";
import { isBannerVisible, visibleBanner } from "./banner-visibility";

type Viewer = { access_type: Role; is_subscribed: boolean } | null;

const viewers: Record<string, Viewer> = {
  signedOut: null,
  free: { access_type: "STANDARD", is_subscribed: false },
  subscribed: { access_type: "STANDARD", is_subscribed: true },
  promotional: { access_type: "PROMOTIONAL", is_subscribed: false },
  admin: { access_type: "ADMIN", is_subscribed: false },
};

describe(isBannerVisible.name, () => {
  it.each([
    // user_group, viewer, shown?
    ["everyone", "signedOut", true],
    ["everyone", "free", true],
    ["everyone", "subscribed", true],
    ["everyone", "admin", true],
    ["AA", "signedOut", false],
    ["AA", "free", false],
    ["AA", "subscribed", true],
    ["AA", "promotional", true],
    ["AA", "admin", true],
    ["non-AA", "signedOut", true],
    ["non-AA", "free", true],
    ["non-AA", "subscribed", false],
    ["non-AA", "promotional", false],
    ["loggedin-non-AA", "signedOut", false],
    ["loggedin-non-AA", "free", true],
    ["loggedin-non-AA", "subscribed", false],
    ["loggedin-non-AA", "promotional", false],
    ["loggedin-non-AA", "admin", false],
    ["staff", "admin", false],
    ["", "free", false],
    ["Everyone", "free", false],
  ])("%j for %s → %s", (userGroup, viewer, expected) => {
    expect(isBannerVisible({ is_shown: true, user_group: userGroup }, viewers[viewer])).toBe(expected);
  });

  it.each(["everyone", "AA", "non-AA", "loggedin-non-AA"])("a hidden %j banner is shown to nobody", (userGroup) => {
    for (const viewer of Object.values(viewers)) {
      expect(isBannerVisible({ is_shown: false, user_group: userGroup }, viewer)).toBe(false);
    }
  });

  it("no banner is shown to nobody", () => {
    expect(isBannerVisible(undefined, viewers.free)).toBe(false);
  });
});

describe(visibleBanner.name, () => {
  const hidden = { id: 1, is_shown: false, user_group: "everyone" };
  const shown = { id: 2, is_shown: true, user_group: "everyone" };

  it.each([
    ["an empty list", [], undefined],
    ["a shown first banner", [shown, hidden], shown],
    ["a hidden first banner, even with a shown second", [hidden, shown], undefined],
  ])("%s", (_case, banners, expected) => {
    expect(visibleBanner(banners, null)).toBe(expected);
  });
});
