import type { Locale } from "../../../shared/domain/locales";
import type { EmailMessage } from "../../adapters/email/email.adapter";
import { emailTranslator } from "../../i18n/email-translator";

/**
 * Tells the member how staff decided their claim, in the member's language; a rejection says why
 * (in staff's own words) and that they may send it again.
 */
export function badgeDecisionEmail({
  to,
  name,
  trailTitle,
  rejectionReason,
  link,
  locale,
}: {
  to: string;
  name: string;
  trailTitle: string;
  /** Null when the claim was verified. */
  rejectionReason: string | null;
  link: string;
  locale: Locale | null;
}): EmailMessage {
  const { t, url } = emailTranslator(locale);
  const verified = rejectionReason === null;
  return {
    to,
    subject: verified
      ? t("Your Badge of Honor for {trail} is verified", { trail: trailTitle })
      : t("Your Badge of Honor claim for {trail}", { trail: trailTitle }),
    text: [
      t("Hi {name},", { name }),
      "",
      verified
        ? t(
            "Our staff checked your drive of {trail}: the Badge of Honor is yours. It now shows on your profile, on the trail's page and on the leaderboard.",
            { trail: trailTitle },
          )
        : t("Our staff could not verify your drive of {trail}: {reason}", { trail: trailTitle, reason: rejectionReason }),
      ...(verified ? [] : ["", t("You can send the claim again with what was missing.")]),
      "",
      t("See your claims: {link}", { link: url(link) }),
    ].join("\n"),
  };
}
