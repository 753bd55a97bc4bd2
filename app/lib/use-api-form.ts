// One way a form sends itself to the API: while it is sending the button waits, a 400 puts each
// message next to its field (a list field's "deliverables.0" under "deliverables") and moves the
// focus to the first of them, and any other failure is said once above the button.
import { useEffect, useState, type FormEvent } from "react";
import { fieldErrorsFromApi, type FieldErrors } from "./field-errors";
import { failureMessage } from "./request-feedback";

function byFormField(errors: FieldErrors): FieldErrors {
  const named: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) named[field.split(".")[0]!] ??= message;
  return named;
}

export function useApiForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [fieldToFocus, setFieldToFocus] = useState<{ form: HTMLFormElement; name: string } | null>(null);

  // Once the messages are drawn and the form is no longer sending, so nothing redrawn takes it away.
  useEffect(() => {
    fieldToFocus?.form.querySelector<HTMLElement>(`[name="${CSS.escape(fieldToFocus.name)}"]`)?.focus();
  }, [fieldToFocus]);

  /** Shows what is wrong, found here or by the server, and focuses the first field named. */
  function showErrors(form: HTMLFormElement, found: FieldErrors) {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) setFieldToFocus({ form, name: first });
  }

  /**
   * Runs `send` with the form; the answer, or null after showing what went wrong. `check` may find
   * problems before anything is sent.
   */
  async function submit<T>(
    event: FormEvent<HTMLFormElement>,
    send: (form: HTMLFormElement) => Promise<T>,
    check?: (form: HTMLFormElement) => FieldErrors,
  ): Promise<T | null> {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    const problems = check?.(form) ?? {};
    if (Object.values(problems).some(Boolean)) {
      showErrors(form, problems);
      return null;
    }
    setErrors({});
    setSending(true);
    try {
      return await send(form);
    } catch (error) {
      const fields = byFormField(fieldErrorsFromApi(error));
      showErrors(form, fields);
      if (Object.keys(fields).length === 0) setFailure(failureMessage(error));
      return null;
    } finally {
      setSending(false);
    }
  }

  return { errors, failure, isSending, submit };
}
