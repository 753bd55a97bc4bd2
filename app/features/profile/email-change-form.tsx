// "E-mail address" on /users/{uuid}/edit: a new address, proven by the current password. The server
// mails a link to the new address (and a notice to the old one); the address changes only once the
// link is opened (ADR 0038), so until then the form says where to look.
import { LoaderCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import {
  EMAIL_CHANGE_LINK_HOURS,
  emailChangeRequestSchema,
  type EmailChangeRequest,
} from "../../../shared/contracts/email-change.contract";
import { Button } from "../../components/ui/button";
import { Field, controlClassName } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import { fieldErrorsFromApi, fieldErrorsFromZod, hasErrors, type FieldErrors } from "../../lib/field-errors";
import { failureMessage } from "../../lib/request-feedback";

const FIELDS: { name: keyof EmailChangeRequest; label: string; type: string; autoComplete: string }[] = [
  { name: "new_email", label: "New e-mail address", type: "email", autoComplete: "email" },
  { name: "current_password", label: "Current password", type: "password", autoComplete: "current-password" },
];

export function EmailChangeForm({ email }: { email: string }) {
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setSaving] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = emailChangeRequestSchema.safeParse({
      new_email: data.get("new_email"),
      current_password: data.get("current_password"),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await apiFetch("/api/v2/users/me/email/", { method: "POST", json: parsed.data });
      form.reset();
      setSentTo(parsed.data.new_email);
    } catch (error) {
      const fields = fieldErrorsFromApi(error);
      setErrors(fields);
      if (!hasErrors(fields)) toast.show(failureMessage(error), "error");
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="email-heading" className="space-y-4">
      <h2 id="email-heading" className="text-2xl font-bold text-dark-grey">
        E-mail address
      </h2>
      <p className="text-grey">
        You log in with <strong className="font-semibold break-all text-dark-grey">{email}</strong>. To change it, we send a link
        to the new address; the change happens when you open it.
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map(({ name, label, type, autoComplete }) => (
            <Field key={name} label={label} error={errors[name]}>
              {(control) => (
                <input
                  {...control}
                  type={type}
                  name={name}
                  autoComplete={autoComplete}
                  className={controlClassName(Boolean(errors[name]))}
                />
              )}
            </Field>
          ))}
        </div>
        <Button type="submit" variant="secondary" disabled={isSaving}>
          {isSaving && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          Send confirmation link
        </Button>
        <p role="status" className="text-sm font-medium break-words text-dark-grey empty:hidden">
          {sentTo &&
            `We sent a link to ${sentTo}. Open it within ${EMAIL_CHANGE_LINK_HOURS} hours to switch; until then you log in with ${email}.`}
        </p>
      </form>
    </section>
  );
}
