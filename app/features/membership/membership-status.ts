// How a membership reads on the dashboard: a title, a status badge and the dates that matter.
import type { Membership } from "../../../shared/contracts/billing.contract";
import { formatLongDate, formatMoney } from "./plan-display";
import { translator, type Translator } from "../../../shared/i18n/translator";

export interface MembershipStatusText {
  title: string;
  badge: string | null;
  lines: string[];
}

/** The sentences in English; the dashboard passes its translator (useT()) for the page's language. */
export function describeMembership(
  membership: Membership,
  { t, locale }: Translator = translator("en", null),
): MembershipStatusText {
  const { subscription, access_until: accessUntil } = membership;
  const day = (iso: string) => formatLongDate(iso, locale);
  const sourceNames = { website: t("the website"), app_store: t("the App Store"), play_store: "Google Play" } as const;
  if (membership.tier === "free") {
    return {
      title: t("Free account"),
      badge: null,
      lines: [
        membership.trial_available
          ? t("Try every trail guide, offline maps and navigation free for 7 days.")
          : t("Join All-Access for every trail guide, offline maps and navigation."),
      ],
    };
  }
  const lines: string[] = [];
  let badge: string | null = membership.tier === "trial" ? t("Trial") : null;
  if (subscription) {
    const nextCharge = subscription.next_charge;
    if (subscription.cancel_at_period_end || subscription.status === "canceled") {
      badge = t("Cancelled");
      lines.push(t("Access until {date}. It will not renew.", { date: day(subscription.current_period_end) }));
    } else if (subscription.status === "trialing" && subscription.trial_ends_at) {
      badge = t("Free trial");
      lines.push(t("Free trial until {date}.", { date: day(subscription.trial_ends_at) }));
    } else if (subscription.status === "past_due") {
      badge = t("Payment due");
      lines.push(t("Your last payment didn't go through. We'll try your card again."));
    } else {
      lines.push(t("Renews on {date}.", { date: day(subscription.current_period_end) }));
    }
    if (nextCharge && !subscription.cancel_at_period_end) {
      lines.push(
        t("Next charge: {amount} on {date}.", {
          amount: formatMoney(nextCharge.amount_cents, nextCharge.currency),
          date: day(nextCharge.on),
        }),
      );
    }
  } else if (accessUntil) {
    lines.push(t("Access until {date}.", { date: day(accessUntil) }));
  }
  if (membership.source && membership.source !== "website") {
    lines.push(t("Managed through {source}; change or cancel it there.", { source: sourceNames[membership.source] }));
  }
  return { title: "All-Access", badge, lines };
}

export function receiptLabel(payment: Membership["payments"][number], { t }: Translator = translator("en", null)): string {
  const purposes = {
    subscription: t("All-Access membership"),
    renewal: t("All-Access renewal"),
    five_year: t("All-Access, five years"),
    gift: t("Gift membership"),
  } as const;
  return payment.plan_name || purposes[payment.purpose];
}
