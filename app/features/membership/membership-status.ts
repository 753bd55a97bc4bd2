// How a membership reads on the dashboard: a title, a status badge and the dates that matter.
import type { Membership } from "../../../shared/contracts/billing.contract";
import { formatLongDate, formatMoney } from "./plan-display";

export interface MembershipStatusText {
  title: string;
  badge: string | null;
  lines: string[];
}

const SOURCE_NAMES = { website: "the website", app_store: "the App Store", play_store: "Google Play" } as const;

export function describeMembership(membership: Membership): MembershipStatusText {
  const { subscription, access_until: accessUntil } = membership;
  if (membership.tier === "free") {
    return {
      title: "Free account",
      badge: null,
      lines: [
        membership.trial_available
          ? "Try every trail guide, offline maps and navigation free for 7 days."
          : "Join All-Access for every trail guide, offline maps and navigation.",
      ],
    };
  }
  const lines: string[] = [];
  let badge: string | null = membership.tier === "trial" ? "Trial" : null;
  if (subscription) {
    const nextCharge = subscription.next_charge;
    if (subscription.cancel_at_period_end || subscription.status === "canceled") {
      badge = "Cancelled";
      lines.push(`Access until ${formatLongDate(subscription.current_period_end)}. It will not renew.`);
    } else if (subscription.status === "trialing" && subscription.trial_ends_at) {
      badge = "Free trial";
      lines.push(`Free trial until ${formatLongDate(subscription.trial_ends_at)}.`);
    } else if (subscription.status === "past_due") {
      badge = "Payment due";
      lines.push("Your last payment didn't go through. We'll try your card again.");
    } else {
      lines.push(`Renews on ${formatLongDate(subscription.current_period_end)}.`);
    }
    if (nextCharge && !subscription.cancel_at_period_end) {
      lines.push(
        `Next charge: ${formatMoney(nextCharge.amount_cents, nextCharge.currency)} on ${formatLongDate(nextCharge.on)}.`,
      );
    }
  } else if (accessUntil) {
    lines.push(`Access until ${formatLongDate(accessUntil)}.`);
  }
  if (membership.source && membership.source !== "website") {
    lines.push(`Managed through ${SOURCE_NAMES[membership.source]}; change or cancel it there.`);
  }
  return { title: "All-Access", badge, lines };
}

const RECEIPT_PURPOSES = {
  subscription: "All-Access membership",
  renewal: "All-Access renewal",
  five_year: "All-Access, five years",
  gift: "Gift membership",
} as const;

export function receiptLabel(payment: Membership["payments"][number]): string {
  return payment.plan_name || RECEIPT_PURPOSES[payment.purpose];
}
