// /admin/coupons (ADMIN or greater): every coupon with its uses, a form to create one, and archiving
// (checkout stops accepting an archived code; its history stays). Writes go through /api/v2/admin/coupons/.
import { StaffPage } from "../../components/cms/staff-page";
import { Archive, TicketPercent } from "lucide-react";
import { cloneElement, useState, type ComponentProps, type FormEvent, type ReactElement } from "react";
import { useRevalidator } from "react-router";
import { couponWriteSchema, type Coupon, type Plan } from "../../../shared/contracts/billing.contract";
import { Button } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { ApiRequestError, apiFetch } from "../../lib/api-client";
import { useHydrated } from "../../lib/use-hydrated";
import { formatCents } from "./money";

type FieldErrors = Partial<Record<string, string>>;

const INPUT_CLASSES = "min-h-11 w-full rounded-lg border border-limited-grey bg-white px-3 text-base font-normal";

function errorsOf(error: unknown): FieldErrors {
  if (error instanceof ApiRequestError && error.body) {
    const fields = Object.fromEntries(Object.entries(error.body.fields ?? {}).map(([name, messages]) => [name, messages[0]]));
    return Object.keys(fields).length > 0 ? fields : { form: error.body.detail };
  }
  return { form: "The coupon could not be saved. Check your connection and try again." };
}

/** The form as the API expects it: a percentage or an amount in cents, and an expiry at the end of its day (UTC). */
function couponFromForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
  };
  const discount = text("discount");
  const isPercent = form.get("kind") === "percent";
  const expiresOn = text("expires_on");
  const maxRedemptions = text("max_redemptions");
  return couponWriteSchema.safeParse({
    code: text("code") ?? "",
    percent_off: isPercent && discount !== null ? Number(discount) : null,
    amount_off_cents: !isPercent && discount !== null ? Math.round(Number(discount) * 100) : null,
    plan_code: text("plan_code"),
    expires_at: expiresOn === null ? null : `${expiresOn}T23:59:59Z`,
    max_redemptions: maxRedemptions === null ? null : Number(maxRedemptions),
  });
}

export function CouponsPage({ coupons, plans }: { coupons: Coupon[]; plans: Plan[] }) {
  const planNames = new Map(plans.map((plan) => [plan.code, plan.name]));
  return (
    <StaffPage title="Coupons" summary="Codes readers enter at checkout, or arrive with in a ?coupon= link.">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="coupon-list-title">
          <h2 id="coupon-list-title" className="text-xl font-bold">
            All coupons
          </h2>
          {coupons.length === 0 ? (
            <p className="mt-3 rounded-xl bg-neutral-50 p-6 text-grey">No coupons yet. Create the first one with the form.</p>
          ) : (
            <ul className="mt-3 divide-y divide-grey/10 rounded-xl border border-grey/15 bg-white" aria-label="Coupons">
              {coupons.map((coupon) => (
                <CouponRow
                  key={coupon.id}
                  coupon={coupon}
                  planName={coupon.plan_code ? planNames.get(coupon.plan_code) : undefined}
                />
              ))}
            </ul>
          )}
        </section>
        <CreateCouponForm plans={plans} />
      </div>
    </StaffPage>
  );
}

function describeDiscount(coupon: Coupon): string {
  return coupon.percent_off !== null ? `${coupon.percent_off}% off` : `${formatCents(coupon.amount_off_cents ?? 0)} off`;
}

function CouponRow({ coupon, planName }: { coupon: Coupon; planName: string | undefined }) {
  const revalidator = useRevalidator();
  const isHydrated = useHydrated();
  const [isPending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const isExpired = coupon.expires_at !== null && new Date(coupon.expires_at) < new Date();
  const limit = coupon.max_redemptions === null ? "no limit" : `of ${coupon.max_redemptions}`;

  async function archive() {
    setPending(true);
    setProblem(null);
    try {
      await apiFetch(`/api/v2/admin/coupons/${coupon.id}/`, { method: "PATCH", json: { archived: true } });
      await revalidator.revalidate();
    } catch (error) {
      setProblem(errorsOf(error).form ?? "The coupon could not be archived.");
    } finally {
      setPending(false);
    }
  }

  return (
    <li className={cx("flex flex-wrap items-center gap-x-4 gap-y-2 p-4", coupon.archived && "bg-neutral-50")}>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-base font-bold tracking-wide">{coupon.code}</span>
          <span className="text-sm font-semibold text-brand-green-dark">{describeDiscount(coupon)}</span>
          {coupon.archived && <StatusPill>Archived</StatusPill>}
          {!coupon.archived && isExpired && <StatusPill>Expired</StatusPill>}
        </p>
        <p className="mt-1 text-sm text-grey">
          {planName ?? "Any plan"} · {coupon.redemptions} used, {limit}
          {coupon.expires_at && ` · until ${coupon.expires_at.slice(0, 10)}`}
        </p>
        {problem && (
          <p role="alert" className="mt-1 text-sm font-medium text-brand-red">
            {problem}
          </p>
        )}
      </div>
      {!coupon.archived && (
        <Button variant="secondary" size="sm" onClick={() => void archive()} disabled={!isHydrated || isPending}>
          <Archive aria-hidden className="size-4" />
          Archive<span className="sr-only"> {coupon.code}</span>
        </Button>
      )}
    </li>
  );
}

function StatusPill({ children }: { children: string }) {
  return <span className="rounded-full bg-neutral-200 px-2 py-0.5 text-xs font-semibold text-grey">{children}</span>;
}

function CreateCouponForm({ plans }: { plans: Plan[] }) {
  const revalidator = useRevalidator();
  const isHydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isPending, setPending] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [kind, setKind] = useState<"percent" | "amount">("percent");

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setCreated(null);
    const coupon = couponFromForm(new FormData(form));
    if (!coupon.success) {
      setErrors(
        Object.fromEntries(
          coupon.error.issues.map((issue) => [
            issue.path[0] === "amount_off_cents" ? "percent_off" : String(issue.path[0]),
            issue.message,
          ]),
        ),
      );
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const saved = await apiFetch<Coupon>("/api/v2/admin/coupons/", { method: "POST", json: coupon.data });
      form.reset();
      setKind("percent");
      setCreated(saved.code);
      await revalidator.revalidate();
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setPending(false);
    }
  }

  const discountError = errors.percent_off ?? errors.amount_off_cents;
  return (
    <section
      aria-labelledby="new-coupon-title"
      className="h-fit rounded-xl border border-grey/15 bg-white p-5 lg:sticky lg:top-24"
    >
      <h2 id="new-coupon-title" className="flex items-center gap-2 text-xl font-bold">
        <TicketPercent aria-hidden className="size-5 text-brand-green-dark" />
        New coupon
      </h2>
      <form method="post" noValidate onSubmit={(event) => void create(event)} className="mt-4 space-y-4">
        {errors.form && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-brand-red">
            {errors.form}
          </p>
        )}
        {created && (
          <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-medium text-brand-green-dark">
            Coupon {created} created.
          </p>
        )}
        <Field label="Code" name="code" error={errors.code} hint="Letters, digits, - and _; 3 to 40 characters.">
          <input id="code" name="code" required autoComplete="off" className={cx(INPUT_CLASSES, "font-mono uppercase")} />
        </Field>
        <fieldset>
          <legend className="text-sm font-semibold text-dark-grey">Discount</legend>
          <div className="mt-2 flex gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input type="radio" name="kind" value="percent" checked={kind === "percent"} onChange={() => setKind("percent")} />
              Percentage
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="kind" value="amount" checked={kind === "amount"} onChange={() => setKind("amount")} />
              Fixed amount
            </label>
          </div>
        </fieldset>
        <Field label={kind === "percent" ? "Percent off" : "Amount off in USD"} name="discount" error={discountError}>
          <input
            id="discount"
            name="discount"
            type="number"
            inputMode="decimal"
            min={kind === "percent" ? 1 : 0.01}
            max={kind === "percent" ? 100 : undefined}
            step={kind === "percent" ? 1 : 0.01}
            required
            className={INPUT_CLASSES}
          />
        </Field>
        <Field label="Plan" name="plan_code" error={errors.plan_code}>
          <select id="plan_code" name="plan_code" className={INPUT_CLASSES} defaultValue="">
            <option value="">Any plan</option>
            {plans.map((plan) => (
              <option key={plan.code} value={plan.code}>
                {plan.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Last day it works (optional)" name="expires_on" error={errors.expires_at}>
          <input id="expires_on" name="expires_on" type="date" className={INPUT_CLASSES} />
        </Field>
        <Field label="Maximum uses (optional)" name="max_redemptions" error={errors.max_redemptions}>
          <input
            id="max_redemptions"
            name="max_redemptions"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className={INPUT_CLASSES}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={!isHydrated || isPending}>
          {isPending ? "Creating…" : "Create coupon"}
        </Button>
      </form>
    </section>
  );
}

function Field({
  label,
  name,
  error,
  hint,
  children,
}: {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  children: ReactElement<ComponentProps<"input">>;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={name} className="block text-sm font-semibold text-dark-grey">
        {label}
      </label>
      {cloneElement(children, {
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${name}-error` : hint ? `${name}-hint` : undefined,
      })}
      {hint && !error && (
        <p id={`${name}-hint`} className="text-xs text-grey">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${name}-error`} className="text-sm font-medium text-brand-red">
          {error}
        </p>
      )}
    </div>
  );
}
