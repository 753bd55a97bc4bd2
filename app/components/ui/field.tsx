// A labelled form control with its hint and error, tied together for screen readers; every form of
// the site builds its fields on it.
import { CircleAlert } from "lucide-react";
import { useId, type ComponentProps, type ReactNode } from "react";
import { cx } from "./class-names";
import { useT } from "../../lib/i18n";

// The limited-grey border keeps the field's edge at 3:1 against white (WCAG non-text contrast).
const CONTROL_CLASSES =
  "block w-full rounded-lg border bg-white px-3.5 text-base text-dark-grey placeholder:text-grey/70 hover:border-grey";

/** A field's label, and the legend of a group of controls, which reads as one. */
export const LABEL_CLASSES = "block text-sm font-semibold text-dark-grey";

export function controlClassName(hasError: boolean, extra = "h-12"): string {
  return cx(CONTROL_CLASSES, hasError ? "border-brand-red" : "border-limited-grey", extra);
}

interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  isOptional?: boolean;
  className?: string;
  children: (control: { id: string; "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
}

/** A label, the control, a hint and the field's error, tied together for screen readers. */
export function Field({ label, hint, error, isOptional, className, children }: FieldProps) {
  const id = useId();
  const { t } = useT();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx("space-y-1.5", className)}>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
        {isOptional && <span className="font-normal text-grey"> {t("(optional)")}</span>}
      </label>
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-grey">
          {hint}
        </p>
      )}
      {/* A message from a schema or the server is English; the page shows it in its language. */}
      {error && <FieldErrorMessage id={`${id}-error`} message={t(error)} />}
    </div>
  );
}

/** A field's error, for controls that a Field cannot wrap (a group of radios, a checkbox before its words). */
export function FieldErrorMessage({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-brand-red">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

interface ControlFieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  isOptional?: boolean;
  /** The field's frame: its width in a row, say. */
  fieldClassName?: string;
}

/** A labelled text input: the field most forms are made of. */
export function TextField({
  label,
  hint,
  error,
  isOptional,
  fieldClassName,
  ...inputProps
}: ControlFieldProps & Omit<ComponentProps<"input">, "id" | "className">) {
  return (
    <Field label={label} hint={hint} error={error} isOptional={isOptional} className={fieldClassName}>
      {(control) => <input {...control} className={controlClassName(Boolean(error))} {...inputProps} />}
    </Field>
  );
}

/** A labelled drop-down list; its options are the children. */
export function SelectField({
  label,
  hint,
  error,
  isOptional,
  fieldClassName,
  children,
  ...selectProps
}: ControlFieldProps & Omit<ComponentProps<"select">, "id" | "className">) {
  return (
    <Field label={label} hint={hint} error={error} isOptional={isOptional} className={fieldClassName}>
      {(control) => (
        <select {...control} className={controlClassName(Boolean(error), "h-12 appearance-auto")} {...selectProps}>
          {children}
        </select>
      )}
    </Field>
  );
}
