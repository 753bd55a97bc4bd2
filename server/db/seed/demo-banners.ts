// Top banners (spec §2.4): only the first is used; the others show each audience a staff member can target.
import type { banners } from "../schema";

type NewBanner = typeof banners.$inferInsert;

export const DEMO_BANNERS: readonly NewBanner[] = [
  {
    position: 0,
    isShown: true,
    userGroup: "everyone",
    bannerType: "info",
    // Shown to everyone, members included, so it offers no trial (spec §4: paid readers are not offered one).
    bannerMessage: 'Winter trail conditions are in: <a href="/map">check closures</a> before you head out.',
  },
  {
    position: 1,
    isShown: false,
    userGroup: "non-AA",
    bannerType: "success",
    bannerMessage: 'Give the gift of the trail: <a href="/gift-memberships">All-Access gift memberships</a> are here.',
  },
  {
    position: 2,
    isShown: false,
    userGroup: "AA",
    bannerType: "info",
    bannerMessage: 'Thanks for being a member! <a href="/map">Download offline maps</a> before you lose signal.',
  },
  {
    position: 3,
    isShown: false,
    userGroup: "loggedin-non-AA",
    bannerType: "warning",
    bannerMessage: 'Your free account shows trail previews. <a href="/all-access">Start a free trial</a> to unlock full guides.',
  },
];
