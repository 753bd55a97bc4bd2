// /gift-memberships: buy a year of All-Access for someone else. The recipient gets a redemption
// code by e-mail on the chosen day; the purchaser pays now on the provider's page.
import { useT } from "../../lib/i18n";
import { Gift } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { PLAN_CODES, type GiftDetails, type Plan } from "../../../shared/contracts/billing.contract";
import { ButtonLink } from "../../components/ui/button";
import { billingClient } from "./billing-client";
import { failureMessage, fieldError } from "../../lib/request-feedback";
import { loginPathReturningTo } from "../../lib/session";
import { rememberGiftCheckout } from "./checkout-memory";
import { checkGiftDetails, giftDeliveryWindow, localIsoDate, type FieldErrors } from "./form-checks";
import { useIncompleteCheckoutEvent } from "./incomplete-checkout";
import { Field, controlClassName } from "../../components/ui/field";
import { CARD_CLASSES } from "./membership-ui";
import { CouponField, PaymentPanel } from "./order-summary";
import { formatMoney } from "./plan-display";
import { useQuote } from "./use-quote";

export const GIFT_FORM_NAME = "gift-memberships";
const MESSAGE_MAX_LENGTH = 500;

type GiftField = keyof GiftDetails;

export function GiftPage({ giftPlan, isSignedIn }: { giftPlan: Plan; isSignedIn: boolean }) {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-green-dark uppercase">
        <Gift aria-hidden="true" className="size-4" />
        {t("Gift memberships")}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{t("Give a year of All-Access")}</h1>
      <p className="mt-2 max-w-2xl text-lg text-grey">
        {t(
          "Every trail guide, offline maps and navigation for the off-roader in your life: {price}, paid once, no renewal. We e-mail them a code on the day you choose.",
          { price: formatMoney(giftPlan.price_cents, giftPlan.currency) },
        )}
      </p>
      {isSignedIn ? <GiftForm giftPlan={giftPlan} /> : <GiftSignInPrompt />}
    </div>
  );
}

function GiftSignInPrompt() {
  const { t } = useT();
  return (
    <section className={`${CARD_CLASSES} mt-8 max-w-xl`} aria-labelledby="gift-sign-in-title">
      <h2 id="gift-sign-in-title" className="text-xl font-bold">
        {t("Log in or sign up to send a gift")}
      </h2>
      <p className="mt-2 text-grey">{t("We keep your receipt and the gift's delivery in your account.")}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink to={loginPathReturningTo("/gift-memberships")} size="lg">
          {t("Log in")}
        </ButtonLink>
        <ButtonLink to="/sign-up" variant="secondary" size="lg">
          {t("Sign up free")}
        </ButtonLink>
      </div>
    </section>
  );
}

function GiftForm({ giftPlan }: { giftPlan: Plan }) {
  const quoteState = useQuote({ plan: giftPlan.code, purpose: "gift" });
  const tracker = useIncompleteCheckoutEvent({ form: GIFT_FORM_NAME, plan: giftPlan.code });
  const { t } = useT();
  const [values, setValues] = useState<Record<GiftField, string>>({
    recipient_email: "",
    recipient_name: "",
    message: "",
    deliver_on: "",
  });
  // The reader's own calendar day, known only in the browser.
  const [deliveryWindow, setDeliveryWindow] = useState<{ min: string; max: string } | null>(null);
  useEffect(() => {
    const today = new Date();
    setDeliveryWindow(giftDeliveryWindow(today));
    setValues((current) => (current.deliver_on ? current : { ...current, deliver_on: localIsoDate(today) }));
  }, []);
  const [errors, setErrors] = useState<FieldErrors<GiftField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const { appliedCoupon } = quoteState;

  // Editing a field takes its message away; the next submit checks it again.
  const update = (field: GiftField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const checked = checkGiftDetails(values, new Date());
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirstError(event.currentTarget);
      return;
    }
    setErrors({});
    setPending(true);
    tracker.submitted();
    try {
      const checkout = await billingClient.startCheckout({
        plan: PLAN_CODES.giftYearly,
        coupon: appliedCoupon ?? undefined,
        gift: checked.gift,
      });
      rememberGiftCheckout(checkout.id, { recipientName: checked.gift.recipient_name, deliverOn: checked.gift.deliver_on });
      window.location.assign(checkout.url);
    } catch (error) {
      tracker.submitFailed();
      const serverErrors: FieldErrors<GiftField> = {};
      for (const field of ["recipient_email", "recipient_name", "message", "deliver_on"] as const) {
        const message = fieldError(error, field) ?? fieldError(error, `gift.${field}`);
        if (message) serverErrors[field] = message;
      }
      setErrors(serverErrors);
      if (Object.keys(serverErrors).length === 0) setFormError(failureMessage(error));
      setPending(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onChange={() => tracker.fieldChanged()}
      noValidate
      aria-label={t("Gift membership")}
      className="mt-8 grid gap-6 md:grid-cols-[minmax(0,1fr)_22rem] md:items-start"
    >
      <div className="space-y-6">
        <fieldset className={`${CARD_CLASSES} space-y-5`}>
          <legend className="float-left mb-1 w-full text-lg font-bold">{t("Who is it for?")}</legend>
          <div className="clear-both grid gap-5 sm:grid-cols-2">
            <Field label={t("Recipient's name")} error={errors.recipient_name}>
              {(control) => (
                <input
                  {...control}
                  name="recipient_name"
                  value={values.recipient_name}
                  onChange={update("recipient_name")}
                  autoComplete="off"
                  maxLength={100}
                  className={controlClassName(Boolean(errors.recipient_name))}
                />
              )}
            </Field>
            <Field label={t("Recipient's e-mail")} error={errors.recipient_email}>
              {(control) => (
                <input
                  {...control}
                  name="recipient_email"
                  type="email"
                  inputMode="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  autoComplete="off"
                  value={values.recipient_email}
                  onChange={update("recipient_email")}
                  className={controlClassName(Boolean(errors.recipient_email))}
                />
              )}
            </Field>
          </div>
          <Field
            label={t("Personal message")}
            isOptional
            error={errors.message}
            hint={t("{count}/{max} characters", { count: values.message.length, max: MESSAGE_MAX_LENGTH })}
          >
            {(control) => (
              <textarea
                {...control}
                name="message"
                rows={4}
                maxLength={MESSAGE_MAX_LENGTH}
                value={values.message}
                onChange={update("message")}
                className={controlClassName(Boolean(errors.message), "py-2.5")}
              />
            )}
          </Field>
          <Field
            label={t("Delivery date")}
            error={errors.deliver_on}
            hint={t("We e-mail the gift on this day. Choose today or any day in the next year.")}
          >
            {(control) => (
              <input
                {...control}
                name="deliver_on"
                type="date"
                value={values.deliver_on}
                min={deliveryWindow?.min}
                max={deliveryWindow?.max}
                onChange={update("deliver_on")}
                className={controlClassName(Boolean(errors.deliver_on), "h-12 sm:max-w-56")}
              />
            )}
          </Field>
        </fieldset>
        <div className={CARD_CLASSES}>
          <CouponField state={quoteState} />
        </div>
      </div>

      <PaymentPanel state={quoteState} title={t("Your gift")} error={formError} isPending={isPending} />
    </form>
  );
}

/** Moves focus to the first field the check refused, once React has drawn its message. */
function focusFirstError(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
}
