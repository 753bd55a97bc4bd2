// /sandbox/checkout/:sessionId: the sandbox payment provider's hosted page. It takes Stripe's test
// cards and no real money moves; the card goes to the sandbox API for this one request only.
import { useT } from "../../lib/i18n";
import type { Translator } from "../../../shared/i18n/translator";
import { CreditCard, FlaskConical, ShieldQuestion } from "lucide-react";
import { useEffect, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from "react";
import { Button } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { ApiRequestError } from "../../lib/api-client";
import { useHydrated } from "../../lib/use-hydrated";
import { billingClient, type SandboxPaymentResult, type SandboxSession } from "./billing-client";
import { failureMessage, fieldError } from "../../lib/request-feedback";
import { checkCard, formatCardNumber, formatExpiry, type FieldErrors } from "./form-checks";
import { Field, controlClassName } from "../../components/ui/field";
import { Alert, CARD_CLASSES, Skeleton, SubmitButton } from "./membership-ui";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { formatMoney } from "./plan-display";

export const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "Succeeds" },
  { number: "4000 0000 0000 0002", outcome: "Declined" },
  { number: "4000 0025 0000 3155", outcome: "Asks you to confirm the payment" },
] as const;

/** HTTP 402: the card (or the cardholder) declined the payment. */
const PAYMENT_REQUIRED = 402;

type CardField = "number" | "expiry" | "cvc" | "name";

/** The sandbox API names card fields its own way; errors land next to ours. */
const SERVER_FIELDS: Record<string, CardField> = {
  card_number: "number",
  exp_month: "expiry",
  exp_year: "expiry",
  cvc: "cvc",
  name: "name",
};

export function SandboxCheckoutPage({ sessionId }: { sessionId: string }) {
  const [session, setSession] = useState<SandboxSession | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { t } = useT();
  useEffect(() => {
    const controller = new AbortController();
    billingClient
      .sandboxSession(sessionId)
      .then(setSession)
      .catch((error: unknown) => !controller.signal.aborted && setLoadError(failureMessage(error)));
    return () => controller.abort();
  }, [sessionId]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <p
        role="note"
        className="flex items-start gap-2 rounded-lg border-2 border-dashed border-brand-orange bg-orange-50 p-3 text-sm font-semibold text-dark-grey"
      >
        <FlaskConical aria-hidden="true" className="size-5 shrink-0 text-[#a35a00]" />
        {t("Sandbox payment: no money moves. Use one of the test cards below.")}
      </p>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight">{t("Pay for your order")}</h1>
      {loadError ? (
        <Alert className="mt-6">{loadError}</Alert>
      ) : !session ? (
        <div className={`${CARD_CLASSES} mt-6 space-y-3`} aria-busy="true">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <SessionPayment session={session} />
      )}
    </div>
  );
}

function describeCharge(session: SandboxSession, t: Translator["t"]): string {
  const amount = formatMoney(session.amount_cents, session.currency);
  return session.trial_days > 0
    ? t("{days} days free, then {amount}. Nothing is charged today.", { days: session.trial_days, amount })
    : t("{amount} today.", { amount });
}

function SessionPayment({ session }: { session: SandboxSession }) {
  const [step, setStep] = useState<"card" | "confirm">(session.status === "awaiting_confirmation" ? "confirm" : "card");
  const [declined, setDeclined] = useState<string | null>(null);
  // Kept here, so a refused confirmation comes back to the card as it was typed.
  const cardValues = useState<Record<CardField, string>>({ number: "", expiry: "", cvc: "", name: "" });
  const { t } = useT();

  function follow(result: SandboxPaymentResult) {
    if (result.status === "requires_confirmation") {
      setStep("confirm");
      return;
    }
    window.location.assign(result.redirect_url ?? session.cancel_url);
  }

  /** A refused confirmation sends the reader back to the card form with the bank's answer. */
  function decline(message: string) {
    setDeclined(message);
    setStep("card");
  }

  const isComplete = session.status === "complete";
  return (
    <>
      <section aria-labelledby="sandbox-order-title" className={`${CARD_CLASSES} mt-6 bg-neutral-50`}>
        <h2 id="sandbox-order-title" className="text-lg font-bold">
          {session.product_name}
        </h2>
        <p className="mt-1 text-grey">{describeCharge(session, t)}</p>
        {session.discount_cents > 0 && (
          <p className="mt-1 text-sm text-grey">
            {t("Includes a discount of {amount}.", { amount: formatMoney(session.discount_cents, session.currency) })}
          </p>
        )}
      </section>

      {isComplete ? (
        <Alert className="mt-6">{t("This payment is already complete.")}</Alert>
      ) : step === "confirm" ? (
        <ConfirmStep sessionId={session.id} onResult={follow} onDeclined={decline} />
      ) : (
        <CardForm
          sessionId={session.id}
          values={cardValues}
          onResult={follow}
          declined={declined}
          onRetry={() => setDeclined(null)}
        />
      )}

      {!isComplete && (
        <p className="mt-6 text-center">
          <a href={session.cancel_url} className={TEXT_LINK_CLASSES}>
            {t("Cancel and go back")}
          </a>
        </p>
      )}
      <TestCards />
    </>
  );
}

function CardForm({
  sessionId,
  values: [values, setValues],
  onResult,
  declined,
  onRetry,
}: {
  sessionId: string;
  values: [Record<CardField, string>, Dispatch<SetStateAction<Record<CardField, string>>>];
  onResult: (result: SandboxPaymentResult) => void;
  declined: string | null;
  onRetry: () => void;
}) {
  const [errors, setErrors] = useState<FieldErrors<CardField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { t } = useT();
  const [isPending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const update =
    (field: CardField, format: (value: string) => string = (value) => value) =>
    (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: format(event.target.value) }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    onRetry();
    const checked = checkCard(values, new Date());
    if (checked.errors) {
      setErrors(checked.errors);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await billingClient.paySandboxSession(sessionId, checked.card);
      if (result.status !== "succeeded") setPending(false);
      onResult(result);
    } catch (error) {
      const serverErrors: FieldErrors<CardField> = {};
      for (const [serverField, field] of Object.entries(SERVER_FIELDS)) {
        const message = fieldError(error, serverField);
        if (message) serverErrors[field] ??= message;
      }
      setErrors(serverErrors);
      if (Object.keys(serverErrors).length === 0) setFormError(failureMessage(error));
      setPending(false);
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void pay(event)}
      noValidate
      aria-labelledby="card-form-title"
      className={`${CARD_CLASSES} mt-6`}
    >
      <h2 id="card-form-title" className="flex items-center gap-2 text-lg font-bold">
        <CreditCard aria-hidden="true" className="size-5" />
        {t("Card details")}
      </h2>
      {declined && <Alert className="mt-4">{declined}</Alert>}
      {formError && <Alert className="mt-4">{formError}</Alert>}
      <div className="mt-4 grid grid-cols-2 gap-4">
        <Field label={t("Card number")} error={errors.number} className="col-span-2">
          {(control) => (
            <input
              {...control}
              name="cardnumber"
              autoComplete="cc-number"
              inputMode="numeric"
              placeholder="1234 1234 1234 1234"
              value={values.number}
              onChange={update("number", formatCardNumber)}
              className={controlClassName(Boolean(errors.number), "h-12 font-mono tabular-nums")}
            />
          )}
        </Field>
        <Field label={t("Expiry (MM/YY)")} error={errors.expiry}>
          {(control) => (
            <input
              {...control}
              name="cc-exp"
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder="MM/YY"
              value={values.expiry}
              onChange={update("expiry", formatExpiry)}
              className={controlClassName(Boolean(errors.expiry), "h-12 tabular-nums")}
            />
          )}
        </Field>
        <Field label={t("Security code (CVC)")} error={errors.cvc}>
          {(control) => (
            <input
              {...control}
              name="cvc"
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={4}
              value={values.cvc}
              onChange={update("cvc", (value) => value.replace(/\D/g, ""))}
              className={controlClassName(Boolean(errors.cvc), "h-12 tabular-nums")}
            />
          )}
        </Field>
        <Field label={t("Name on card")} error={errors.name} className="col-span-2">
          {(control) => (
            <input
              {...control}
              name="ccname"
              autoComplete="cc-name"
              value={values.name}
              onChange={update("name")}
              className={controlClassName(Boolean(errors.name))}
            />
          )}
        </Field>
      </div>
      <SubmitButton isPending={isPending} className="mt-6 w-full">
        {t("Pay")}
      </SubmitButton>
    </form>
  );
}

function ConfirmStep({
  sessionId,
  onResult,
  onDeclined,
}: {
  sessionId: string;
  onResult: (result: SandboxPaymentResult) => void;
  onDeclined: (message: string) => void;
}) {
  const [pending, setPending] = useState<"approve" | "decline" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { t } = useT();
  const isHydrated = useHydrated();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  async function answer(approve: boolean) {
    setError(null);
    setPending(approve ? "approve" : "decline");
    try {
      onResult(await billingClient.confirmSandboxSession(sessionId, approve));
    } catch (failure) {
      setPending(null);
      if (failure instanceof ApiRequestError && failure.status === PAYMENT_REQUIRED) onDeclined(failureMessage(failure));
      else setError(failureMessage(failure));
    }
  }

  return (
    <section aria-labelledby="confirm-title" className={`${CARD_CLASSES} mt-6`}>
      <h2
        id="confirm-title"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-bold focus:outline-none"
      >
        <ShieldQuestion aria-hidden="true" className="size-5" />
        {t("Confirm this payment")}
      </h2>
      <p className="mt-2 text-grey">
        {t("Your bank asks you to confirm this payment. In the sandbox, choose what the bank would hear from you.")}
      </p>
      {error && <Alert className="mt-4">{error}</Alert>}
      <div className="mt-5 flex flex-wrap gap-3">
        <Button
          size="lg"
          disabled={!isHydrated || pending !== null}
          aria-busy={pending === "approve" || undefined}
          onClick={() => void answer(true)}
        >
          {t("Approve")}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          disabled={!isHydrated || pending !== null}
          aria-busy={pending === "decline" || undefined}
          onClick={() => void answer(false)}
        >
          {t("Decline")}
        </Button>
      </div>
    </section>
  );
}

function TestCards() {
  const { t } = useT();
  const outcomes = [t("Succeeds"), t("Declined"), t("Asks you to confirm the payment")];
  return (
    <section aria-labelledby="test-cards-title" className="mt-8 rounded-xl border border-grey/15 p-5">
      <h2 id="test-cards-title" className="font-bold">
        {t("Test cards")}
      </h2>
      <p className="mt-1 text-sm text-grey">{t("Any future expiry date, any 3-digit CVC and any name.")}</p>
      <table className="mt-3 w-full text-left text-sm">
        <thead>
          <tr className="text-grey">
            <th scope="col" className="py-1.5 pr-4 font-semibold">
              {t("Card number")}
            </th>
            <th scope="col" className="py-1.5 font-semibold">
              {t("What happens")}
            </th>
          </tr>
        </thead>
        <tbody>
          {TEST_CARDS.map((card, index) => (
            <tr key={card.number} className="border-t border-grey/10">
              <td className={cx("py-2 pr-4 font-mono whitespace-nowrap tabular-nums")}>{card.number}</td>
              <td className="py-2">{outcomes[index]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
