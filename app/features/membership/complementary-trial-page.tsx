// /complementary-trial?offer=CODE: a trial offer from a link, claimed once per account.
import { useT } from "../../lib/i18n";
import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { ButtonLink } from "../../components/ui/button";
import { useHydrated } from "../../lib/use-hydrated";
import type { AccessGranted, TrialOffer } from "../../../shared/contracts/billing.contract";
import { billingClient } from "./billing-client";
import { failureMessage } from "../../lib/request-feedback";
import { loginPathReturningTo } from "../../lib/session";
import { Alert, CARD_CLASSES, SubmitButton } from "./membership-ui";
import { useRefreshSession } from "../../lib/use-refresh-session";
import { formatLongDate } from "./plan-display";

export type OfferLookup = { offer: TrialOffer; problem: null } | { offer: null; problem: string };

export const MISSING_OFFER_MESSAGE = "This link has no trial offer in it. Check the link you were given.";

export function ComplementaryTrialPage({
  lookup,
  isSignedIn,
  isPaid,
  returnPath,
}: {
  lookup: OfferLookup;
  isSignedIn: boolean;
  isPaid: boolean;
  returnPath: string;
}) {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-14">
      <CalendarClock aria-hidden="true" className="size-10 text-brand-green-dark" />
      {lookup.offer ? (
        <OfferDetails offer={lookup.offer} isSignedIn={isSignedIn} isPaid={isPaid} returnPath={returnPath} />
      ) : (
        <>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight">{t("Complementary trial")}</h1>
          <Alert className="mt-6">{lookup.problem}</Alert>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/all-access" size="lg">
              {t("See All-Access")}
            </ButtonLink>
            <ButtonLink to="/" variant="secondary" size="lg">
              {t("Go to Home")}
            </ButtonLink>
          </div>
        </>
      )}
    </div>
  );
}

function OfferDetails({
  offer,
  isSignedIn,
  isPaid,
  returnPath,
}: {
  offer: TrialOffer;
  isSignedIn: boolean;
  isPaid: boolean;
  returnPath: string;
}) {
  const [claimed, setClaimed] = useState<AccessGranted | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const refreshSession = useRefreshSession();
  const isHydrated = useHydrated();
  const { t, locale } = useT();

  async function claim() {
    setError(null);
    setPending(true);
    try {
      const granted = await billingClient.claimTrial(offer.code);
      await refreshSession();
      setClaimed(granted);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <p className="mt-3 text-sm font-semibold tracking-wide text-brand-green-dark uppercase">{t("Complementary trial")}</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight">{offer.name}</h1>
      <p className="mt-2 text-lg text-grey">
        {t(
          "{days} days of All-Access on us: every trail guide, offline maps and navigation. No card needed, and nothing renews when it ends.",
          { days: offer.days },
        )}
      </p>
      <section className={`${CARD_CLASSES} mt-6`} aria-label={t("Claim the trial")}>
        {claimed ? (
          <div className="space-y-5">
            <Alert tone="success">
              <p className="text-base font-bold">{t("Your trial has started.")}</p>
              <p className="mt-1 font-normal">
                {t("You have All-Access until {date}.", { date: formatLongDate(claimed.access_until, locale) })}
              </p>
            </Alert>
            <ButtonLink to="/map" size="lg">
              {t("Open the Trail Map")}
            </ButtonLink>
          </div>
        ) : isPaid ? (
          <p className="text-grey">{t("You already have All-Access, so there is no trial to claim.")}</p>
        ) : isSignedIn ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void claim();
            }}
            className="space-y-4"
          >
            {error && <Alert>{error}</Alert>}
            <SubmitButton isPending={isPending} disabled={!isHydrated || isPending} className="w-full">
              {t("Start my {days}-day trial", { days: offer.days })}
            </SubmitButton>
            <p className="text-center text-sm text-grey">{t("One complementary trial per account.")}</p>
          </form>
        ) : (
          <div className="space-y-4">
            <p className="text-grey">{t("Log in or create a free account to claim it.")}</p>
            <div className="flex flex-wrap gap-3">
              <ButtonLink to={loginPathReturningTo(returnPath)} size="lg">
                {t("Log in to claim")}
              </ButtonLink>
              <ButtonLink to="/sign-up" variant="secondary" size="lg">
                {t("Sign up free")}
              </ButtonLink>
            </div>
          </div>
        )}
      </section>
    </>
  );
}
