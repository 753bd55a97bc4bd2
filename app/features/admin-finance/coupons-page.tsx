// /admin/coupons (ADMIN or greater): the coupons with their uses and status, searched, filtered,
// sorted, paged and exported on the server (ADR 0047); a dialog creates one, another changes its last
// day or limit, and a row archives it (checkout stops accepting it; its history stays) or restores
// it. Each change is announced, and a refused one says why next to the field.
import { Archive, ArchiveRestore, Pencil, Plus } from "lucide-react";
import { useState } from "react";
import type { z } from "zod";
import {
  COUPON_STATUSES,
  couponUpdateSchema,
  couponWriteSchema,
  type Coupon,
  type CouponListQuery,
  type CouponPage,
  type CouponStatus,
  type Plan,
} from "../../../shared/contracts/billing.contract";
import { CmsPagination } from "../../components/cms/cms-pagination";
import { CmsTable, type CmsColumn } from "../../components/cms/cms-table";
import { CmsFilterSelect, CmsToolbar } from "../../components/cms/cms-toolbar";
import { CsvExportLink } from "../../components/cms/csv-export-link";
import { StaffPage } from "../../components/cms/staff-page";
import { Button } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { Field, controlClassName } from "../../components/ui/field";
import { FormAlert } from "../../components/ui/form-alert";
import { Modal } from "../../components/ui/modal";
import { useStaffChange } from "../../components/cms/use-staff-change";
import { apiFetch } from "../../lib/api-client";
import { fieldErrorsFromZod, type FieldErrors } from "../../lib/field-errors";
import { useApiForm } from "../../lib/use-api-form";
import { useHydrated } from "../../lib/use-hydrated";
import { formatCents } from "./money";

const API_PATH = "/api/v2/admin/coupons/";

const STATUS_LABELS: Record<CouponStatus, string> = {
  active: "Active",
  expired: "Expired",
  used_up: "Used up",
  archived: "Archived",
};

const STATUS_CLASSES: Record<CouponStatus, string> = {
  active: "bg-brand-green-dark/10 text-brand-green-dark",
  expired: "bg-neutral-100 text-dark-grey",
  used_up: "bg-neutral-100 text-dark-grey",
  archived: "bg-neutral-200 text-dark-grey",
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
};

/** A day from the date picker as the coupon's last moment: the end of that day, UTC. */
const endOfDay = (day: string | null) => (day === null ? null : `${day}T23:59:59Z`);

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** The create form as the API expects it: a percentage or an amount in cents, and an expiry at the end of its day. */
function couponFromForm(form: HTMLFormElement) {
  const data = new FormData(form);
  const discount = numberOrNull(text(data, "discount"));
  const isPercent = data.get("kind") !== "amount";
  return couponWriteSchema.safeParse({
    code: text(data, "code") ?? "",
    percent_off: isPercent ? discount : null,
    amount_off_cents: !isPercent && discount !== null ? Math.round(discount * 100) : null,
    plan_code: text(data, "plan_code"),
    expires_at: endOfDay(text(data, "expires_on")),
    max_redemptions: numberOrNull(text(data, "max_redemptions")),
  });
}

/** The edit form's changes: the last day only when its day changed (a day keeps the time it had), and the limit. */
function changesFromForm(form: HTMLFormElement, coupon: Coupon) {
  const data = new FormData(form);
  const day = text(data, "expires_on");
  const isSameDay = day === (coupon.expires_at?.slice(0, 10) ?? null);
  return couponUpdateSchema.safeParse({
    ...(isSameDay ? {} : { expires_at: endOfDay(day) }),
    max_redemptions: numberOrNull(text(data, "max_redemptions")),
  });
}

/** What the contract finds wrong, by the API's field names, before anything is sent. */
const problemsOf = (result: z.ZodSafeParseResult<unknown>): FieldErrors =>
  result.success ? {} : fieldErrorsFromZod(result.error);

function describeDiscount(coupon: Coupon): string {
  return coupon.percent_off !== null ? `${coupon.percent_off}% off` : `${formatCents(coupon.amount_off_cents ?? 0)} off`;
}

/** A moment as its UTC day, the day the coupon's form and the CSV speak of. */
function UtcDay({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {iso.slice(0, 10)}
    </time>
  );
}

function couponColumns(planNames: Map<string, string>): CmsColumn<Coupon>[] {
  return [
    {
      id: "code",
      header: "Code",
      meta: { sortKey: "code" },
      cell: ({ row }) => <span className="font-mono font-bold tracking-wide">{row.original.code}</span>,
    },
    { id: "discount", header: "Discount", cell: ({ row }) => describeDiscount(row.original) },
    {
      id: "plan",
      header: "Plan",
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {row.original.plan_code ? (planNames.get(row.original.plan_code) ?? row.original.plan_code) : "Any plan"}
        </span>
      ),
    },
    {
      id: "redemptions",
      header: "Uses",
      meta: { sortKey: "redemptions", isNumeric: true },
      cell: ({ row }) =>
        row.original.max_redemptions === null
          ? `${row.original.redemptions}`
          : `${row.original.redemptions} of ${row.original.max_redemptions}`,
    },
    {
      id: "expires_at",
      header: "Last day",
      meta: { sortKey: "expires_at" },
      cell: ({ row }) => (row.original.expires_at ? <UtcDay iso={row.original.expires_at} /> : "None"),
    },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) => (
        <span
          className={cx(
            "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
            STATUS_CLASSES[row.original.status],
          )}
        >
          {STATUS_LABELS[row.original.status]}
        </span>
      ),
    },
    {
      // The day alone, as the last day shows, keeps the row's actions in view on a laptop.
      id: "created_at",
      header: "Created",
      meta: { sortKey: "created_at" },
      cell: ({ row }) => <UtcDay iso={row.original.created_at} />,
    },
    { id: "actions", header: "Actions", cell: ({ row }) => <CouponActions coupon={row.original} /> },
  ];
}

export function CouponsPage({ page, query, plans }: { page: CouponPage; query: CouponListQuery; plans: Plan[] }) {
  const planNames = new Map(plans.map((plan) => [plan.code, plan.name]));
  return (
    <StaffPage
      title="Coupons"
      summary="Codes readers enter at checkout, or arrive with in a ?coupon= link."
      actions={<NewCouponButton plans={plans} />}
    >
      <CmsToolbar searchLabel="Search by code" query={query} actions={<CsvExportLink apiPath={API_PATH} />}>
        <CmsFilterSelect
          name="status"
          label="Status"
          value={query.status}
          anyLabel="Any status"
          options={COUPON_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
        />
        <CmsFilterSelect
          name="kind"
          label="Discount"
          value={query.kind}
          anyLabel="Any discount"
          options={[
            { value: "percent", label: "Percentage" },
            { value: "amount", label: "Fixed amount" },
          ]}
        />
        <CmsFilterSelect
          name="plan"
          label="Plan"
          value={query.plan}
          anyLabel="Any plan"
          options={plans.map((plan) => ({ value: plan.code, label: plan.name }))}
        />
      </CmsToolbar>
      <CmsTable
        caption="Coupons"
        rows={page.results}
        columns={couponColumns(planNames)}
        sort={query.sort}
        order={query.order}
        rowId={(coupon) => String(coupon.id)}
        emptyMessage="No coupon matches: clear the search or filters, or create one."
      />
      <CmsPagination count={page.count} page={page.page} pageSize={page.page_size} noun="coupons" />
    </StaffPage>
  );
}

/** A row's Edit dialog and its Archive or Restore button, each announced when done. */
function CouponActions({ coupon }: { coupon: Coupon }) {
  const isHydrated = useHydrated();
  const [isEditing, setEditing] = useState(false);
  const { isSending, send } = useStaffChange();

  const setArchived = (archived: boolean) =>
    send(
      `${API_PATH}${coupon.id}/`,
      { method: "PATCH", json: { archived } },
      archived ? `Coupon ${coupon.code} archived: checkout no longer accepts it.` : `Coupon ${coupon.code} restored.`,
    );

  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" onClick={() => setEditing(true)} disabled={!isHydrated}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit<span className="sr-only"> {coupon.code}</span>
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void setArchived(!coupon.archived)}
        disabled={!isHydrated || isSending}
      >
        {coupon.archived ? (
          <ArchiveRestore aria-hidden="true" className="size-4" />
        ) : (
          <Archive aria-hidden="true" className="size-4" />
        )}
        {coupon.archived ? "Restore" : "Archive"}
        <span className="sr-only"> {coupon.code}</span>
      </Button>
      <Modal open={isEditing} onOpenChange={setEditing} title={`Edit coupon ${coupon.code}`}>
        <EditCouponForm coupon={coupon} onDone={() => setEditing(false)} />
      </Modal>
    </div>
  );
}

function EditCouponForm({ coupon, onDone }: { coupon: Coupon; onDone: () => void }) {
  const { errors, failure, isSending, submit } = useApiForm();
  const { announce } = useStaffChange();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) =>
        void submit(
          event,
          async (form) => {
            const changes = changesFromForm(form, coupon);
            if (!changes.success) return;
            await apiFetch<Coupon>(`${API_PATH}${coupon.id}/`, { method: "PATCH", json: changes.data });
            await announce(`Coupon ${coupon.code} saved.`);
            onDone();
          },
          (form) => problemsOf(changesFromForm(form, coupon)),
        )
      }
    >
      <p className="text-sm text-grey">
        {describeDiscount(coupon)}, used {coupon.redemptions} {coupon.redemptions === 1 ? "time" : "times"}. The code and discount
        stay as they are; archive the coupon and create another to change them.
      </p>
      <Field label="Last day it works" hint="Empty for no last day." error={errors.expires_at} isOptional>
        {(control) => (
          <input
            {...control}
            name="expires_on"
            type="date"
            defaultValue={coupon.expires_at?.slice(0, 10) ?? ""}
            className={controlClassName(Boolean(errors.expires_at))}
          />
        )}
      </Field>
      <Field label="Maximum uses" hint="Empty for no limit." error={errors.max_redemptions} isOptional>
        {(control) => (
          <input
            {...control}
            name="max_redemptions"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            defaultValue={coupon.max_redemptions ?? ""}
            className={controlClassName(Boolean(errors.max_redemptions))}
          />
        )}
      </Field>
      <FormAlert message={failure} />
      <Button type="submit" disabled={isSending}>
        {isSending ? "Saving…" : "Save changes"}
      </Button>
    </form>
  );
}

function NewCouponButton({ plans }: { plans: Plan[] }) {
  const [isOpen, setOpen] = useState(false);
  const isHydrated = useHydrated();
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} disabled={!isHydrated}>
        <Plus aria-hidden="true" className="size-4" />
        New coupon
      </Button>
      <Modal open={isOpen} onOpenChange={setOpen} title="New coupon">
        <CreateCouponForm plans={plans} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

function CreateCouponForm({ plans, onDone }: { plans: Plan[]; onDone: () => void }) {
  const { errors, failure, isSending, submit } = useApiForm();
  const { announce } = useStaffChange();
  const [kind, setKind] = useState<"percent" | "amount">("percent");
  // Either discount's problem shows under the one discount field.
  const discountError = errors.percent_off ?? errors.amount_off_cents;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) =>
        void submit(
          event,
          async (form) => {
            const coupon = couponFromForm(form);
            if (!coupon.success) return;
            const saved = await apiFetch<Coupon>(API_PATH, { method: "POST", json: coupon.data });
            await announce(`Coupon ${saved.code} created.`);
            onDone();
          },
          (form) => problemsOf(couponFromForm(form)),
        )
      }
    >
      <Field label="Code" hint="Letters, digits, - and _; 3 to 40 characters." error={errors.code}>
        {(control) => (
          <input
            {...control}
            name="code"
            autoComplete="off"
            className={controlClassName(Boolean(errors.code), "h-12 font-mono uppercase")}
          />
        )}
      </Field>
      <fieldset>
        <legend className="text-sm font-semibold text-dark-grey">Discount</legend>
        <div className="mt-2 flex gap-4 text-dark-grey">
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="kind"
              value="percent"
              checked={kind === "percent"}
              onChange={() => setKind("percent")}
              className="size-4 accent-brand-green-dark"
            />
            Percentage
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="kind"
              value="amount"
              checked={kind === "amount"}
              onChange={() => setKind("amount")}
              className="size-4 accent-brand-green-dark"
            />
            Fixed amount
          </label>
        </div>
      </fieldset>
      <Field label={kind === "percent" ? "Percent off" : "Amount off in USD"} error={discountError}>
        {(control) => (
          <input
            {...control}
            name="discount"
            type="number"
            inputMode="decimal"
            min={kind === "percent" ? 1 : 0.01}
            max={kind === "percent" ? 100 : undefined}
            step={kind === "percent" ? 1 : 0.01}
            className={controlClassName(Boolean(discountError))}
          />
        )}
      </Field>
      <Field label="Plan" error={errors.plan_code}>
        {(control) => (
          <select {...control} name="plan_code" defaultValue="" className={controlClassName(Boolean(errors.plan_code))}>
            <option value="">Any plan</option>
            {plans.map((plan) => (
              <option key={plan.code} value={plan.code}>
                {plan.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Last day it works" error={errors.expires_at} isOptional>
        {(control) => (
          <input {...control} name="expires_on" type="date" className={controlClassName(Boolean(errors.expires_at))} />
        )}
      </Field>
      <Field label="Maximum uses" error={errors.max_redemptions} isOptional>
        {(control) => (
          <input
            {...control}
            name="max_redemptions"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className={controlClassName(Boolean(errors.max_redemptions))}
          />
        )}
      </Field>
      <FormAlert message={failure} />
      <Button type="submit" className="w-full" disabled={isSending}>
        {isSending ? "Creating…" : "Create coupon"}
      </Button>
    </form>
  );
}
