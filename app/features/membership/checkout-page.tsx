// /all-access/checkout: choose the term, apply a coupon, see the charge and its date, then pay on
// the payment provider's page. Signed-out readers are asked to sign up or log in first; members
// who already have All-Access are sent to their dashboard.
import { LockKeyhole } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { Plan } from "../../../shared/contracts/billing.contract";
import { ButtonLink } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { billingClient } from "./billing-client";
import { failureMessage } from "../../lib/request-feedback";
import { useFeatureFlagVariant } from "../../lib/feature-flags";
import { loginPathReturningTo } from "../../lib/session";
import { useIncompleteCheckoutEvent } from "./incomplete-checkout";
import { CARD_CLASSES } from "./membership-ui";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { CouponField, PaymentPanel } from "./order-summary";
import { formatMoney, formatTerm } from "./plan-display";
import { useQuote } from "./use-quote";
import { useT } from "../../lib/i18n";
import type { Translator } from "../../../shared/i18n/translator";

export const CHECKOUT_FORM_NAME = "all-access-checkout";

export function CheckoutSignInPrompt({ returnPath }: { returnPath: string }) {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-14 text-center sm:py-20">
      <LockKeyhole aria-hidden="true" className="mx-auto size-12 text-brand-green-dark" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{t("Start with a free account")}</h1>
      <p className="mt-3 text-lg text-grey">
        {t(
          "All-Access belongs to your Trailguide account. Sign up for free or log in, then come back here to start your 7-day free trial.",
        )}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/sign-up" size="lg">
          {t("Sign up free")}
        </ButtonLink>
        <ButtonLink to={loginPathReturningTo(returnPath)} variant="secondary" size="lg">
          {t("Log in")}
        </ButtonLink>
      </div>
    </div>
  );
}

export function AlreadyAllAccess() {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-14 text-center sm:py-20">
      <span className="inline-flex rounded-full bg-gold px-3 py-1 text-sm font-bold tracking-wide text-grey uppercase">
        All-Access
      </span>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{t("You already have All-Access")}</h1>
      <p className="mt-3 text-lg text-grey">{t("Every trail guide, offline map and navigation tool is yours.")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/dashboard" size="lg">
          {t("See your membership")}
        </ButtonLink>
        <ButtonLink to="/map" variant="secondary" size="lg">
          {t("Open the Trail Map")}
        </ButtonLink>
      </div>
      <p className="mt-6 text-grey">
        {t("Want to share it?")}{" "}
        <Link to="/gift-memberships" className={TEXT_LINK_CLASSES}>
          {t("Gift a membership")}
        </Link>
      </p>
    </div>
  );
}

export function CheckoutPage({ plans, initialPlanCode }: { plans: Plan[]; initialPlanCode: string }) {
  const [planCode, setPlanCode] = useState(initialPlanCode);
  const quoteState = useQuote({ plan: planCode, purpose: "membership" });
  const tracker = useIncompleteCheckoutEvent({ form: CHECKOUT_FORM_NAME, plan: planCode });
  const [payError, setPayError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const { quote, appliedCoupon } = quoteState;
  const { t } = useT();

  async function continueToPayment(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPayError(null);
    setPending(true);
    tracker.submitted();
    try {
      const checkout = await billingClient.startCheckout({ plan: planCode, coupon: appliedCoupon ?? undefined });
      window.location.assign(checkout.url);
    } catch (error) {
      tracker.submitFailed();
      setPayError(failureMessage(error));
      setPending(false);
    }
  }

  const hasTrial = (quote?.trial_days ?? 0) > 0;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-green-dark uppercase">{t("All-Access Membership")}</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {hasTrial ? <TrialHeading /> : t("Join All-Access")}
      </h1>
      <p className="mt-2 max-w-2xl text-lg text-grey">
        {t("Every trail guide in full, offline maps, GPX downloads and navigation. Cancel any time from your dashboard.")}
      </p>

      <form
        onSubmit={(event) => void continueToPayment(event)}
        onChange={() => tracker.fieldChanged()}
        noValidate
        aria-label={t("Checkout")}
        className="mt-8 grid gap-6 md:grid-cols-[minmax(0,1fr)_22rem] md:items-start"
      >
        <div className="space-y-6">
          <fieldset className={CARD_CLASSES}>
            <legend className="float-left mb-3 w-full text-lg font-bold">{t("Choose your membership")}</legend>
            <div className="clear-both space-y-3">
              {plans.map((plan) => (
                <PlanChoice
                  key={plan.code}
                  plan={plan}
                  isChosen={plan.code === planCode}
                  onChoose={() => setPlanCode(plan.code)}
                />
              ))}
            </div>
          </fieldset>
          <div className={CARD_CLASSES}>
            <CouponField state={quoteState} />
          </div>
        </div>

        <PaymentPanel state={quoteState} error={payError} isPending={isPending} />
      </form>
    </div>
  );
}

/** The experiment on the trial's wording (ADR 0058): the server renders the control, shared by every reader. */
export const TRIAL_WORDING_FLAG = "checkout-trial-wording";

function TrialHeading() {
  const isVariant = useFeatureFlagVariant(TRIAL_WORDING_FLAG);
  const { t } = useT();
  return isVariant ? t("Try every trail guide free for 7 days") : t("Start your 7-day free trial");
}

function PlanChoice({ plan, isChosen, onChoose }: { plan: Plan; isChosen: boolean; onChoose: () => void }) {
  const translate = useT();
  const { t } = translate;
  const term = formatTerm(plan.term_months, translate);
  const once = capitalizeTerm(plan.term_months, term, translate);
  const isRenewing = plan.kind === "subscription";
  return (
    <label
      className={cx(
        "flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4 transition-colors",
        isChosen ? "border-brand-green-dark bg-green-50/60" : "border-grey/15 hover:border-grey/40",
      )}
    >
      <input
        type="radio"
        name="plan"
        value={plan.code}
        checked={isChosen}
        onChange={onChoose}
        className="mt-1 size-5 shrink-0 accent-brand-green-dark"
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-bold">{isRenewing ? t("Yearly") : t("{term}, paid once", { term: once })}</span>
          <span className="font-bold tabular-nums">
            {formatMoney(plan.price_cents, plan.currency)}
            <span className="font-normal text-grey">/{term}</span>
          </span>
        </span>
        <span className="mt-0.5 block text-sm text-grey">
          {isRenewing
            ? plan.trial_days > 0
              ? t("{days}-day free trial for new members, then renews every year until you cancel.", { days: plan.trial_days })
              : t("Renews every year until you cancel.")
            : t("{term} of All-Access, no renewal and nothing to cancel.", { term: once })}
        </span>
      </span>
    </label>
  );
}

function capitalizeTerm(termMonths: number, term: string, { t }: Translator): string {
  return termMonths === 12 ? t("One year") : term.charAt(0).toUpperCase() + term.slice(1);
}
