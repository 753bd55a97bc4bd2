import { describe, expect, it } from "vitest";
import type { Membership } from "../../../shared/contracts/billing.contract";
import { describeMembership } from "./membership-status";

const free: Membership = {
  tier: "free",
  is_subscribed: false,
  source: null,
  access_until: null,
  trial_available: true,
  subscription: null,
  payments: [],
};

const trialing: Membership = {
  tier: "trial",
  is_subscribed: true,
  source: "website",
  access_until: "2026-05-08T12:00:00.000Z",
  trial_available: false,
  subscription: {
    plan_code: "all-access-yearly",
    plan_name: "All-Access",
    status: "trialing",
    trial_ends_at: "2026-05-08T12:00:00.000Z",
    current_period_end: "2026-05-08T12:00:00.000Z",
    cancel_at_period_end: false,
    next_charge: { amount_cents: 3999, currency: "USD", on: "2026-05-08T12:00:00.000Z" },
  },
  payments: [],
};

describe("describeMembership", () => {
  it("offers a free reader the trial", () => {
    expect(describeMembership(free)).toMatchObject({ title: "Free account", badge: null });
  });

  it("gives the trial's end and the first charge", () => {
    expect(describeMembership(trialing)).toEqual({
      title: "All-Access",
      badge: "Free trial",
      lines: ["Free trial until May 8, 2026.", "Next charge: $39.99 on May 8, 2026."],
    });
  });

  it("says a cancelled membership lasts until its period ends and charges nothing more", () => {
    const cancelled = { ...trialing, subscription: { ...trialing.subscription!, cancel_at_period_end: true } };
    expect(describeMembership(cancelled)).toEqual({
      title: "All-Access",
      badge: "Cancelled",
      lines: ["Access until May 8, 2026. It will not renew."],
    });
  });

  it("gives the end of access granted without a subscription (gift, five years)", () => {
    const gift: Membership = {
      ...free,
      tier: "paid",
      is_subscribed: true,
      source: "website",
      access_until: "2027-05-01T12:00:00.000Z",
    };
    expect(describeMembership(gift).lines).toEqual(["Access until May 1, 2027."]);
  });
});
