// Labelled fields, errors and notices shared by the log-in, sign-up and password-reset forms.
import { CircleAlert, Eye, EyeOff, Info, LoaderCircle } from "lucide-react";
import { useId, useState, type ComponentProps, type ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Link } from "react-router";
import { cx } from "../../components/ui/class-names";
import { RichText } from "../../components/ui/rich-text";
import { useT } from "../../lib/i18n";

// The limited-grey border keeps the field's edge at 3.6:1 against white (WCAG non-text contrast).
const CONTROL_CLASSES =
  "block h-12 w-full rounded-lg border bg-white px-3.5 text-base text-dark-grey placeholder:text-grey/70 transition-colors";

function controlClassName(hasError: boolean, extra?: string): string {
  return cx(CONTROL_CLASSES, hasError ? "border-brand-red" : "border-limited-grey hover:border-grey", extra);
}

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  isOptional?: boolean;
  children: ReactNode;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
}

function FieldFrame({ id, label, hint, error, isOptional, children }: FieldFrameProps) {
  const { t } = useT();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-dark-grey">
        {label}
        {isOptional && <span className="ml-1 font-normal text-grey">{t("(optional)")}</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-grey">
          {hint}
        </p>
      )}
      {/* A message from a schema or the server is English; the page shows it in its language. */}
      {error && <FieldError id={`${id}-error`}>{t(error)}</FieldError>}
    </div>
  );
}

/** Announced as it appears, so a screen-reader user hears what to fix without hunting for it. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="flex items-start gap-1.5 text-sm font-medium text-brand-red">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

type InputProps = Omit<ComponentProps<"input">, "id" | "className">;

interface TextFieldProps extends InputProps {
  label: string;
  hint?: string;
  error?: string;
}

export function TextField({ label, hint, error, ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClassName(Boolean(error))}
        {...inputProps}
      />
    </FieldFrame>
  );
}

/** An e-mail address field: the right keyboard on phones, no autocorrection or capitals. */
export function EmailField(props: Omit<TextFieldProps, "label" | "name" | "type">) {
  const { t } = useT();
  return (
    <TextField
      label={t("Email")}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}

export function PasswordField({ label, hint, error, ...inputProps }: Omit<TextFieldProps, "type">) {
  const id = useId();
  const { t } = useT();
  const [isVisible, setVisible] = useState(false);
  const ToggleIcon = isVisible ? EyeOff : Eye;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          id={id}
          type={isVisible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={controlClassName(Boolean(error), "pr-24")}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...inputProps}
        />
        {/* The name lives in the button's text, not aria-label, so it never doubles as the field's label. */}
        <button
          type="button"
          aria-controls={id}
          onClick={() => setVisible((visible) => !visible)}
          className="absolute inset-y-1 right-1 inline-flex items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-grey hover:bg-neutral-100 hover:text-dark-grey"
        >
          <ToggleIcon aria-hidden className="size-4" />
          {isVisible ? t("Hide") : t("Show")}
          <span className="sr-only"> {t("password")}</span>
        </button>
      </div>
    </FieldFrame>
  );
}

/** The password of an existing account, with the way to reset it. */
export function CurrentPasswordField({ error }: { error?: string }) {
  const { t } = useT();
  return (
    <div className="space-y-2">
      <PasswordField label={t("Password")} name="password" autoComplete="current-password" required error={error} />
      <p className="text-right text-sm">
        <Link to="/reset-password" className={TEXT_LINK_CLASSES}>
          {t("Forgot your password?")}
        </Link>
      </p>
    </div>
  );
}

interface SelectFieldProps extends Omit<ComponentProps<"select">, "id" | "className"> {
  label: string;
  hint?: string;
  error?: string;
  isOptional?: boolean;
}

export function SelectField({ label, hint, error, isOptional, children, ...selectProps }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} isOptional={isOptional}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClassName(Boolean(error), "appearance-auto")}
        {...selectProps}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** A failure of the whole form (wrong credentials, server unreachable); a text (often the server's) in the page's language. */
export function FormAlert({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-lg border-l-4 border-brand-red bg-red-50 px-4 py-3 text-sm text-dark-grey"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-red" />
      <p>{typeof children === "string" ? t(children) : children}</p>
    </div>
  );
}

/** Calm information that is not an error: "check your inbox", "enter your password again". */
export function FormNotice({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <div
      role="status"
      className="flex items-start gap-2.5 rounded-lg border-l-4 border-brand-blue bg-sky-50 px-4 py-3 text-sm text-dark-grey"
    >
      <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-blue" />
      <div>{typeof children === "string" ? t(children) : children}</div>
    </div>
  );
}

/** The form's one primary action; shows a spinner while the request runs. */
export function SubmitButton({ isPending, disabled, children }: { isPending: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={disabled || isPending} aria-busy={isPending || undefined}>
      {isPending && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
      {children}
    </Button>
  );
}

/** The standard frame of an account page: a centred column with the page title. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <div className="sm:rounded-2xl sm:border sm:border-neutral-200 sm:bg-white sm:p-8 sm:shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight text-dark-grey sm:text-3xl">{title}</h1>
        {intro && <div className="mt-2 text-base text-grey">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/** Links inside account pages: the darker green keeps 5.4:1 against white. */
/** The terms a new account agrees to, under every sign-up form. */
export function SignUpTermsNotice() {
  const { t } = useT();
  return (
    <p className="text-sm text-grey">
      <RichText
        text={t("By creating an account you agree to the {terms} and {privacy}.")}
        parts={{
          terms: (
            <Link to="/terms-of-service" className={TEXT_LINK_CLASSES}>
              {t("Terms of Service")}
            </Link>
          ),
          privacy: (
            <Link to="/privacy-policy" className={TEXT_LINK_CLASSES}>
              {t("Privacy Policy")}
            </Link>
          ),
        }}
      />
    </p>
  );
}

export const TEXT_LINK_CLASSES = "font-semibold text-brand-green-dark underline underline-offset-2 hover:text-[#24621a]";

/** Moves focus to the first field, in form order, that has an error. */
export function focusFirstInvalidField(form: HTMLFormElement, errors: Partial<Record<string, string>>): void {
  const firstInvalid = Array.from(form.elements).find(
    (element): element is HTMLInputElement | HTMLSelectElement =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && Boolean(errors[element.name]),
  );
  firstInvalid?.focus();
}
