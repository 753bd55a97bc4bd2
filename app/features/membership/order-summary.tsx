// The coupon field and the order summary every checkout form shows: the discount and the new total
// appear before the reader pays.
import { Tag, X } from "lucide-react";
import { Button } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { Field, controlClassName } from "../../components/ui/field";
import { Alert, CARD_CLASSES, Skeleton, SubmitButton } from "./membership-ui";
import { summarizeQuote } from "./plan-display";
import type { QuoteState } from "./use-quote";
import { useT } from "../../lib/i18n";

export function CouponField({ state }: { state: QuoteState }) {
  const { couponInput, setCouponInput, appliedCoupon, couponError, applyCoupon, removeCoupon, isQuoting } = state;
  const { t } = useT();
  return (
    <Field
      label={t("Coupon code")}
      isOptional
      error={couponError ? t(couponError) : undefined}
      hint={appliedCoupon ? t("{code} is applied.", { code: appliedCoupon }) : undefined}
    >
      {(control) => (
        <div className="flex gap-2">
          <input
            {...control}
            name="coupon"
            value={couponInput}
            onChange={(event) => setCouponInput(event.target.value)}
            onKeyDown={(event) => {
              // Enter in the coupon field applies the coupon instead of submitting the whole form.
              if (event.key === "Enter") {
                event.preventDefault();
                applyCoupon();
              }
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className={controlClassName(Boolean(couponError), "h-12 min-w-0 flex-1 uppercase")}
          />
          {appliedCoupon && appliedCoupon === couponInput.trim() ? (
            <Button variant="secondary" size="lg" onClick={removeCoupon} disabled={isQuoting}>
              <X aria-hidden="true" className="size-4" />
              {t("Remove")}
            </Button>
          ) : (
            <Button variant="secondary" size="lg" onClick={applyCoupon} disabled={isQuoting}>
              {t("Apply")}
            </Button>
          )}
        </div>
      )}
    </Field>
  );
}

export function OrderSummary({ state, title }: { state: QuoteState; title?: string }) {
  const { quote, quoteError, isQuoting } = state;
  const { t } = useT();
  return (
    <section aria-labelledby="order-summary-title" aria-busy={isQuoting} className={cx(CARD_CLASSES, "bg-neutral-50")}>
      <h2 id="order-summary-title" className="text-lg font-bold">
        {title ?? t("Order summary")}
      </h2>
      {quoteError && !quote ? (
        <Alert className="mt-4">{quoteError}</Alert>
      ) : !quote ? (
        <div className="mt-4 space-y-3">
          <Skeleton className="h-5 w-4/5" />
          <Skeleton className="h-5 w-3/5" />
          <Skeleton className="h-7 w-2/5" />
        </div>
      ) : (
        <QuoteDetails quote={quote} />
      )}
    </section>
  );
}

function QuoteDetails({ quote }: { quote: NonNullable<QuoteState["quote"]> }) {
  const summary = summarizeQuote(quote, useT());
  return (
    <>
      <p className="mt-2 text-base text-dark-grey" data-testid="quote-headline">
        {summary.headline}
      </p>
      <dl className="mt-4 space-y-2 text-sm">
        {summary.lines.map((line) => (
          <div key={line.label} className="flex justify-between gap-4">
            <dt className={cx("min-w-0", line.isDiscount ? "flex items-start gap-1.5 text-[#1f5714]" : "text-grey")}>
              {line.isDiscount && <Tag aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
              {line.label}
            </dt>
            <dd className={cx("tabular-nums", line.isDiscount ? "font-semibold text-[#1f5714]" : "text-dark-grey")}>
              {line.amount}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-grey/15 pt-3 text-base font-bold">
          <dt>{summary.total.label}</dt>
          <dd className="tabular-nums" data-testid="quote-total">
            {summary.total.amount}
          </dd>
        </div>
      </dl>
    </>
  );
}

/**
 * The order summary beside a purchase form, with its error and the button that leaves for the
 * provider's payment page; the button waits for a quote.
 */
export function PaymentPanel({
  state,
  title,
  error,
  isPending,
}: {
  state: QuoteState;
  title?: string;
  error: string | null;
  isPending: boolean;
}) {
  const { t } = useT();
  return (
    <div className="space-y-4 md:sticky md:top-[calc(var(--spacing-header)+1rem)]">
      <OrderSummary state={state} title={title} />
      {error && <Alert>{error}</Alert>}
      <SubmitButton isPending={isPending} disabled={!state.quote || state.isQuoting || isPending} className="w-full">
        {t("Continue to payment")}
      </SubmitButton>
      <p className="text-center text-sm text-grey">
        {t("You pay on our payment partner's secure page. Your card details never reach Trailguide.")}
      </p>
    </div>
  );
}
