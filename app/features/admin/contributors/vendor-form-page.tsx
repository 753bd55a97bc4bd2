// /admin/vendor-cms/new and /admin/vendor-cms/:id (SUPER): a vendor's form, checked with the vendor
// contract before sending, the server's errors next to each field; an existing vendor also shows
// the statements of work addressed to their account and their staff history (ADR 0052).
import { useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { vendorFieldsSchema, type Vendor, type VendorDetail } from "../../../../shared/contracts/vendor.contract";
import { checkForm, formValues } from "../../../components/cms/check-form";
import { RecordHistory } from "../../../components/cms/record-history";
import { Button } from "../../../components/ui/button";
import { Field, TextField, controlClassName } from "../../../components/ui/field";
import { TEXT_LINK_CLASSES } from "../../../components/ui/text-link";
import { useToast } from "../../../components/ui/toast";
import { apiFetch } from "../../../lib/api-client";
import { useApiForm } from "../../../lib/use-api-form";
import { StaffPage } from "../../../components/cms/staff-page";
import { formatDay, formatPay } from "./formats";
import { PersonEmailField } from "./person-email-field";
import { FormAlert } from "../../../components/ui/form-alert";

const BACK = { to: "/admin/vendor-cms", label: "All vendors" };

function VendorForm({ vendor, onSaved }: { vendor?: Vendor; onSaved: (saved: Vendor) => Promise<void> | void }) {
  const { errors, failure, isSending, submit } = useApiForm();

  async function send(form: HTMLFormElement) {
    const json = vendorFieldsSchema.parse(formValues(form));
    const saved = vendor
      ? await apiFetch<Vendor>(`/api/v2/admin/vendors/${vendor.id}/`, { method: "PUT", json })
      : await apiFetch<Vendor>("/api/v2/admin/vendors/", { method: "POST", json });
    await onSaved(saved);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event, send, (form) => checkForm(vendorFieldsSchema, form))}
      className="space-y-4 rounded-xl border border-grey/15 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TextField name="name" label="Name" error={errors.name} defaultValue={vendor?.name ?? ""} />
        <TextField
          name="contact_name"
          label="Contact"
          error={errors.contact_name}
          defaultValue={vendor?.contact_name ?? ""}
          isOptional
        />
        <TextField name="email" label="E-mail" type="email" error={errors.email} defaultValue={vendor?.email ?? ""} isOptional />
        <TextField name="phone" label="Phone" type="tel" error={errors.phone} defaultValue={vendor?.phone ?? ""} isOptional />
        <TextField
          name="payment_reference"
          label="Payment reference"
          error={errors.payment_reference}
          defaultValue={vendor?.payment_reference ?? ""}
          isOptional
        />
        <PersonEmailField
          name="user_email"
          label="Account e-mail"
          hint="The vendor's account on the site: their statements of work show here."
          error={errors.user_email}
          defaultValue={vendor?.user?.email}
          isOptional
        />
      </div>
      <Field label="Notes" error={errors.notes} isOptional>
        {(control) => (
          <textarea
            {...control}
            name="notes"
            rows={3}
            defaultValue={vendor?.notes ?? ""}
            className={controlClassName(Boolean(errors.notes), "py-2.5")}
          />
        )}
      </Field>
      <label className="flex items-center gap-2 text-dark-grey">
        <input type="checkbox" name="active" defaultChecked={vendor?.active ?? true} className="size-4 accent-brand-green-dark" />
        Active: work may be addressed to this vendor
      </label>
      <FormAlert message={failure} />
      <Button type="submit" disabled={isSending}>
        {isSending ? "Saving…" : vendor ? "Save changes" : "Add vendor"}
      </Button>
    </form>
  );
}

export function NewVendorPage() {
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <StaffPage title="Add a vendor" back={BACK}>
      <VendorForm
        onSaved={async (saved) => {
          toast.show(`${saved.name} is added.`);
          await navigate(`/admin/vendor-cms/${saved.id}`);
        }}
      />
    </StaffPage>
  );
}

function VendorStatements({ vendor }: { vendor: VendorDetail }) {
  return (
    <section
      aria-labelledby="vendor-statements-title"
      className="space-y-3 rounded-xl border border-grey/15 bg-white p-4 shadow-sm"
    >
      <h2 id="vendor-statements-title" className="text-lg font-bold text-dark-grey">
        Statements of work
      </h2>
      {!vendor.user ? (
        <p className="text-grey">Link the vendor to an account to see the statements of work addressed to it.</p>
      ) : vendor.statements.length === 0 ? (
        <p className="text-grey">
          None yet.{" "}
          <Link to="/statement-of-work/new" className={TEXT_LINK_CLASSES}>
            Write one for {vendor.user.name}
          </Link>
          .
        </p>
      ) : (
        <ul className="divide-y divide-grey/10">
          {vendor.statements.map((statement) => (
            <li key={statement.id} className="flex flex-wrap justify-between gap-2 py-2">
              <Link to={`/statement-of-work/${statement.id}`} className={TEXT_LINK_CLASSES}>
                {statement.title}
              </Link>
              <span className="text-sm text-grey">
                {formatPay(statement.pay_cents)} · due {formatDay(statement.deadline)} ·{" "}
                {statement.signed_at ? `signed ${formatDay(statement.signed_at)}` : "waiting for signature"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function VendorPage({ vendor }: { vendor: VendorDetail }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [version, setVersion] = useState(vendor.updated_at);
  return (
    <StaffPage title={vendor.name} back={BACK}>
      <VendorForm
        vendor={vendor}
        onSaved={async (saved) => {
          toast.show(`${saved.name} is saved.`);
          setVersion(saved.updated_at);
          await revalidator.revalidate();
        }}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <VendorStatements vendor={vendor} />
        <RecordHistory entityType="vendor" entityId={vendor.id} version={version} />
      </div>
    </StaffPage>
  );
}
