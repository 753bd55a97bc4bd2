// One form for every change to an account (ADR 0049): its own fields, a required reason, checked with
// the endpoint's own contract before sending; server errors appear next to the fields. On success the
// page's data loads again, the staff history with it, and a toast says what happened.
import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import type { z } from "zod";
import { STAFF_REASON_MAX } from "../../../shared/contracts/user-admin.contract";
import { checkForm, formValues } from "../../components/cms/check-form";
import { Button, type ButtonVariant } from "../../components/ui/button";
import { Field, controlClassName } from "../../components/ui/field";
import { FormAlert } from "../../components/ui/form-alert";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import type { FieldErrors } from "../../lib/field-errors";
import { useApiForm } from "../../lib/use-api-form";
import { useHydrated } from "../../lib/use-hydrated";

interface StaffChangeFormProps<Schema extends z.ZodType> {
  /** The endpoint's contract: the form's values must pass it before anything is sent. */
  schema: Schema;
  /** The API path the change is POSTed to. */
  action: string;
  submitLabel: string;
  /** What the toast says once the change is saved. */
  done: string;
  /** Called after a save, so the staff history loads again. */
  onSaved: () => void;
  reasonLabel?: string;
  variant?: ButtonVariant;
  /** The change's own fields, given the errors to show beside them. */
  children?: (errors: FieldErrors) => ReactNode;
}

export function StaffChangeForm<Schema extends z.ZodType>({
  schema,
  action,
  submitLabel,
  done,
  onSaved,
  reasonLabel = "Reason",
  variant = "primary",
  children,
}: StaffChangeFormProps<Schema>) {
  const { errors, failure, isSending, submit } = useApiForm();
  const revalidator = useRevalidator();
  const toast = useToast();
  const isHydrated = useHydrated();

  return (
    <form
      method="post"
      noValidate
      className="space-y-4"
      onSubmit={(event) =>
        void submit(
          event,
          async (form) => {
            await apiFetch(action, { method: "POST", json: schema.parse(formValues(form)) });
            form.reset();
            await revalidator.revalidate();
            onSaved();
            toast.show(done);
          },
          (form) => checkForm(schema, form),
        )
      }
    >
      {children?.(errors)}
      <Field label={reasonLabel} error={errors.reason} hint="Kept in the audit log with your name.">
        {(control) => (
          <textarea
            {...control}
            name="reason"
            rows={2}
            maxLength={STAFF_REASON_MAX}
            className={controlClassName(Boolean(errors.reason), "min-h-20 py-2")}
          />
        )}
      </Field>
      <FormAlert message={failure} />
      <Button type="submit" variant={variant} size="sm" disabled={!isHydrated || isSending}>
        {isSending ? "Saving…" : submitLabel}
      </Button>
    </form>
  );
}
