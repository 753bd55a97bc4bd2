// The one way the auth forms check their input: each field shows its own message and the first
// wrong field takes the focus, whether the problem was found here or by the server.
import { useCallback, useState } from "react";
import type { z } from "zod";
import { focusFirstInvalidField } from "./form-controls";
import { fieldErrorsFromZod, type FieldErrors } from "../../lib/field-errors";

export function useFieldErrors() {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const showFieldErrors = useCallback((form: HTMLFormElement, errors: FieldErrors) => {
    setFieldErrors(errors);
    focusFirstInvalidField(form, errors);
  }, []);

  /** The parsed values, or null after showing what is wrong. */
  const validate = useCallback(
    <T>(form: HTMLFormElement, schema: z.ZodType<T>, values: unknown): T | null => {
      const parsed = schema.safeParse(values);
      if (parsed.success) {
        setFieldErrors({});
        return parsed.data;
      }
      showFieldErrors(form, fieldErrorsFromZod(parsed.error));
      return null;
    },
    [showFieldErrors],
  );

  return { fieldErrors, validate, showFieldErrors };
}
