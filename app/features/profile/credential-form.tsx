// A small account form on /users/{uuid}/edit (e-mail change, password change): two or three fields
// checked with the shared contract, sent, and the server's field errors shown next to the fields;
// any other failure is a toast. The caller says where to send and what follows success.
import { useT } from "../../lib/i18n";
import { LoaderCircle } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { Button } from "../../components/ui/button";
import { Field, controlClassName } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { fieldErrorsFromApi, fieldErrorsFromZod, hasErrors, type FieldErrors } from "../../lib/field-errors";
import { failureMessage } from "../../lib/request-feedback";

export interface CredentialField<T> {
  name: keyof T & string;
  label: string;
  type: "email" | "password";
  autoComplete: string;
}

interface CredentialFormProps<T> {
  schema: z.ZodType<T>;
  fields: readonly CredentialField<T>[];
  submitLabel: string;
  /** Sends the checked values; the form is cleared once it resolves. */
  send: (values: T) => Promise<void>;
  /** Below the button, e.g. where the confirmation link went. */
  children?: ReactNode;
}

export function CredentialForm<T>({ schema, fields, submitLabel, send, children }: CredentialFormProps<T>) {
  const toast = useToast();
  const { t } = useT();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = schema.safeParse(Object.fromEntries(fields.map(({ name }) => [name, data.get(name)])));
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await send(parsed.data);
      form.reset();
    } catch (error) {
      const fieldErrors = fieldErrorsFromApi(error);
      setErrors(fieldErrors);
      if (!hasErrors(fieldErrors)) toast.show(t(failureMessage(error)), "error");
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ name, label, type, autoComplete }) => (
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
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
