// The dashboard's Membership panel: tier, dates, the next charge, cancelling, and receipts.
import { BadgeCheck, Receipt } from "lucide-react";
import { useEffect, useState } from "react";
import type { Membership } from "../../../shared/contracts/billing.contract";
import { Button, ButtonLink } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { billingClient } from "./billing-client";
import { failureMessage } from "../../lib/request-feedback";
import { Alert, CARD_CLASSES, Skeleton } from "./membership-ui";
import { useRefreshSession } from "../../lib/use-refresh-session";
import { describeMembership, receiptLabel } from "./membership-status";
import { formatLongDate, formatMoney } from "./plan-display";
import { useT } from "../../lib/i18n";

export function MembershipPanel() {
  const [membership, setMembership] = useState<Membership | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { t, locale } = useT();
  useEffect(() => {
    const controller = new AbortController();
    billingClient
      .membership()
      .then(setMembership)
      .catch((error: unknown) => !controller.signal.aborted && setLoadError(failureMessage(error)));
    return () => controller.abort();
  }, []);

  return (
    <section aria-labelledby="membership-title" className="mt-10">
      <h2 id="membership-title" className="mb-3 text-2xl font-bold tracking-tight">
        {t("Membership")}
      </h2>
      {loadError ? (
        <Alert>{loadError}</Alert>
      ) : !membership ? (
        <div className={`${CARD_CLASSES} space-y-3`} aria-busy="true">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      ) : (
        <MembershipDetails
          membership={membership}
          notice={notice}
          onCancelled={(updated) => {
            setMembership(updated);
            setNotice(
              updated.access_until
                ? t("Your membership is cancelled. You keep All-Access until {date}.", {
                    date: formatLongDate(updated.access_until, locale),
                  })
                : t("Your membership is cancelled."),
            );
          }}
        />
      )}
    </section>
  );
}

function MembershipDetails({
  membership,
  notice,
  onCancelled,
}: {
  membership: Membership;
  notice: string | null;
  onCancelled: (membership: Membership) => void;
}) {
  const translate = useT();
  const { t } = translate;
  const status = describeMembership(membership, translate);
  const subscription = membership.subscription;
  const canCancel =
    subscription !== null &&
    membership.source === "website" &&
    !subscription.cancel_at_period_end &&
    (subscription.status === "trialing" || subscription.status === "active" || subscription.status === "past_due");
  return (
    <div className={CARD_CLASSES}>
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {membership.tier !== "free" && <BadgeCheck aria-hidden="true" className="size-6 text-brand-green-dark" />}
        <p className="text-xl font-bold">{status.title}</p>
        {status.badge && (
          <span className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-sm font-semibold text-grey">{status.badge}</span>
        )}
      </div>
      {status.lines.length > 0 && (
        <ul className="mt-2 space-y-1 text-grey">
          {status.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        {membership.tier === "free" && (
          <ButtonLink
            to={membership.trial_available ? "/all-access/checkout" : "/all-access"}
            size="lg"
            isMultiline
            className="max-w-full"
          >
            {membership.trial_available ? t("Start your 7-day free trial") : t("Join All-Access")}
          </ButtonLink>
        )}
        {canCancel && <CancelMembership onCancelled={onCancelled} accessUntil={membership.access_until} />}
      </div>
      {membership.payments.length > 0 && <Receipts membership={membership} />}
    </div>
  );
}

function CancelMembership({
  onCancelled,
  accessUntil,
}: {
  onCancelled: (membership: Membership) => void;
  accessUntil: string | null;
}) {
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refreshSession = useRefreshSession();
  const { t, locale } = useT();

  async function cancel() {
    setPending(true);
    setError(null);
    try {
      const updated = await billingClient.cancelMembership();
      await refreshSession();
      setOpen(false);
      onCancelled(updated);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button variant="secondary" size="lg" onClick={() => setOpen(true)}>
        {t("Cancel membership")}
      </Button>
      <Modal open={isOpen} onOpenChange={setOpen} title={t("Cancel your membership?")}>
        <p className="text-grey">
          {accessUntil
            ? t("You keep All-Access until {date}. After that it does not renew and you are not charged again.", {
                date: formatLongDate(accessUntil, locale),
              })
            : t("Your membership will not renew and you are not charged again.")}
        </p>
        {error && <Alert className="mt-4">{error}</Alert>}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("Keep my membership")}
          </Button>
          <button
            type="button"
            onClick={() => void cancel()}
            disabled={isPending}
            aria-busy={isPending || undefined}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-[#b0031e] px-5 font-semibold whitespace-nowrap text-white hover:bg-[#8f0218] disabled:cursor-not-allowed disabled:opacity-60"
          >
            {t("Cancel membership")}
          </button>
        </div>
      </Modal>
    </>
  );
}

function Receipts({ membership }: { membership: Membership }) {
  const translate = useT();
  const { t, locale } = translate;
  return (
    <div className="mt-6 border-t border-grey/15 pt-5">
      <h3 className="flex items-center gap-2 font-bold">
        <Receipt aria-hidden="true" className="size-5" />
        {t("Receipts")}
      </h3>
      <ul className="mt-3 divide-y divide-grey/10">
        {membership.payments.map((payment) => (
          <li key={payment.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5 text-sm">
            <span className="min-w-0">
              <span className="font-semibold text-dark-grey">{receiptLabel(payment, translate)}</span>
              <span className="block text-grey">
                {formatLongDate(payment.paid_at, locale)}
                {payment.card_last4 &&
                  ` · ${t("{card} ending {digits}", { card: payment.card_brand ?? t("Card"), digits: payment.card_last4 })}`}
              </span>
            </span>
            <span className="tabular-nums">
              {formatMoney(payment.amount_cents, payment.currency)}
              {payment.refunded_cents > 0 && (
                <span className="ml-2 text-grey">
                  ({t("{amount} refunded", { amount: formatMoney(payment.refunded_cents, payment.currency) })})
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
