// "Password" on /users/{uuid}/edit: the current password proves the account, the new one replaces
// it; every other device is signed out and this one keeps its session with fresh tokens.
import { LoaderCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { passwordChangeSchema, type PasswordChange } from "../../../shared/contracts/accounts.contract";
import type { AuthTokens } from "../../../shared/contracts/user.contract";
import { Button } from "../../components/ui/button";
import { Field, controlClassName } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import { fieldErrorsFromApi, fieldErrorsFromZod, hasErrors, type FieldErrors } from "../../lib/field-errors";
import { failureMessage } from "../../lib/request-feedback";
import { useSession } from "../../lib/session";

const FIELDS: { name: keyof PasswordChange; label: string; autoComplete: string }[] = [
  { name: "current_password", label: "Current password", autoComplete: "current-password" },
  { name: "new_password", label: "New password", autoComplete: "new-password" },
];

export function PasswordChangeForm() {
  const { signIn } = useSession();
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = passwordChangeSchema.safeParse({
      current_password: data.get("current_password"),
      new_password: data.get("new_password"),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      signIn(await apiFetch<AuthTokens>("/api/v2/users/me/password/", { method: "POST", json: parsed.data }));
      form.reset();
      toast.show("Your password is changed. Other devices are signed out.");
    } catch (error) {
      const fields = fieldErrorsFromApi(error);
      setErrors(fields);
      if (!hasErrors(fields)) toast.show(failureMessage(error), "error");
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="password-heading" className="space-y-4">
      <h2 id="password-heading" className="text-2xl font-bold text-dark-grey">
        Password
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map(({ name, label, autoComplete }) => (
            <Field key={name} label={label} error={errors[name]}>
              {(control) => (
                <input
                  {...control}
                  type="password"
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
          Change password
        </Button>
      </form>
    </section>
  );
}
