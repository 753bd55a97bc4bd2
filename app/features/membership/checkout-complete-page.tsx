// /all-access/checkout/complete?checkout={id}: waits for the payment provider to report the
// checkout (a Stripe webhook can lag; the sandbox is immediate), then refreshes the tokens so the
// header shows All-Access at once.
import { useT } from "../../lib/i18n";
import { BadgeCheck, Gift } from "lucide-react";
import { useEffect, useState } from "react";
import type { Checkout } from "../../../shared/contracts/billing.contract";
import { ButtonLink } from "../../components/ui/button";
import { billingClient } from "./billing-client";
import { failureMessage } from "../../lib/request-feedback";
import { recallGiftCheckout, type GiftCheckoutNote } from "./checkout-memory";
import { Alert, Spinner } from "./membership-ui";
import { useRefreshSession } from "../../lib/use-refresh-session";
import { formatLongDate } from "./plan-display";

const POLL_INTERVAL_MS = 1000;
/** After this long the page stops asking and says the payment is still being processed. */
const POLL_LIMIT_MS = 60_000;

type Progress =
  | { state: "waiting" }
  | { state: "slow" }
  | { state: "completed"; checkout: Checkout; gift: GiftCheckoutNote | null }
  | { state: "expired" }
  | { state: "failed"; message: string };

export const SLOW_CHECKOUT_MESSAGE =
  "Your payment is still being processed. This page will not update by itself any more; check your dashboard in a minute.";

function useCheckoutProgress(checkoutId: string | null): Progress {
  const [progress, setProgress] = useState<Progress>(
    checkoutId ? { state: "waiting" } : { state: "failed", message: "This page needs a checkout to look up." },
  );
  const refreshSession = useRefreshSession();

  useEffect(() => {
    if (!checkoutId) return;
    let isStopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();

    async function poll() {
      let checkout: Checkout;
      try {
        checkout = await billingClient.checkout(checkoutId!);
      } catch (error) {
        if (!isStopped) setProgress({ state: "failed", message: failureMessage(error) });
        return;
      }
      if (isStopped) return;
      if (checkout.status === "completed") {
        await refreshSession();
        if (!isStopped) setProgress({ state: "completed", checkout, gift: recallGiftCheckout(checkout.id) });
      } else if (checkout.status === "expired") {
        setProgress({ state: "expired" });
      } else if (Date.now() - startedAt > POLL_LIMIT_MS) {
        setProgress({ state: "slow" });
      } else {
        timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
      }
    }
    void poll();
    return () => {
      isStopped = true;
      clearTimeout(timer);
    };
    // refreshSession changes with every revalidation; the poll must start once per checkout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkoutId]);
  return progress;
}

export function CheckoutCompletePage({ checkoutId }: { checkoutId: string | null }) {
  const progress = useCheckoutProgress(checkoutId);
  const { t } = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      {progress.state === "waiting" && (
        <>
          <h1 className="text-3xl font-extrabold tracking-tight">{t("Finishing your order")}</h1>
          <div className="mt-6">
            <Spinner label={t("Confirming your payment…")} />
          </div>
        </>
      )}
      {progress.state === "slow" && (
        <>
          <h1 className="text-3xl font-extrabold tracking-tight">{t("Almost there")}</h1>
          <Alert tone="info" className="mt-6">
            {t(SLOW_CHECKOUT_MESSAGE)}
          </Alert>
          <Actions primary={{ to: "/dashboard", label: t("Go to your dashboard") }} />
        </>
      )}
      {progress.state === "expired" && (
        <>
          <h1 className="text-3xl font-extrabold tracking-tight">{t("This checkout has expired")}</h1>
          <Alert className="mt-6">{t("Nothing was charged. Start again whenever you are ready.")}</Alert>
          <Actions primary={{ to: "/all-access/checkout", label: t("Back to checkout") }} />
        </>
      )}
      {progress.state === "failed" && (
        <>
          <h1 className="text-3xl font-extrabold tracking-tight">{t("We couldn't find this order")}</h1>
          <Alert className="mt-6">{t(progress.message)}</Alert>
          <Actions primary={{ to: "/all-access/checkout", label: t("Back to checkout") }} />
        </>
      )}
      {progress.state === "completed" && <Completed checkout={progress.checkout} gift={progress.gift} />}
    </div>
  );
}

function Completed({ checkout, gift }: { checkout: Checkout; gift: GiftCheckoutNote | null }) {
  const { t, locale } = useT();
  if (checkout.purpose === "gift") {
    return (
      <>
        <Gift aria-hidden="true" className="size-12 text-brand-green-dark" />
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight">{t("Thank you for your gift")}</h1>
        <Alert tone="success" className="mt-6">
          {gift
            ? t("Your gift is on its way to {name} on {date}.", {
                name: gift.recipientName,
                date: formatLongDate(`${gift.deliverOn}T12:00:00`, locale),
              })
            : t("Your gift is on its way. We e-mail the code on the delivery date you chose.")}{" "}
          {t("Your receipt is in your inbox.")}
        </Alert>
        <Actions
          primary={{ to: "/gift-memberships", label: t("Send another gift") }}
          secondary={{ to: "/dashboard", label: t("Go to your dashboard") }}
        />
      </>
    );
  }
  return (
    <>
      <BadgeCheck aria-hidden="true" className="size-12 text-brand-green-dark" />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight">{t("Welcome to All-Access")}</h1>
      <Alert tone="success" className="mt-6">
        {t("Every trail guide, offline map and navigation tool is open to you now. We e-mailed you the details.")}
      </Alert>
      <h2 className="mt-8 text-lg font-bold">{t("Where to next?")}</h2>
      <Actions
        primary={{ to: "/map", label: t("Open the Trail Map") }}
        secondary={{ to: "/dashboard", label: t("See your membership") }}
      />
    </>
  );
}

function Actions({ primary, secondary }: { primary: { to: string; label: string }; secondary?: { to: string; label: string } }) {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <ButtonLink to={primary.to} size="lg">
        {primary.label}
      </ButtonLink>
      {secondary && (
        <ButtonLink to={secondary.to} variant="secondary" size="lg">
          {secondary.label}
        </ButtonLink>
      )}
    </div>
  );
}
