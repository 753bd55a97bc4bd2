// The fields, buttons and frame shared by the log-in, sign-up and password-reset forms, built on
// the site's Field (components/ui/field.tsx).
import { Eye, EyeOff, LoaderCircle } from "lucide-react";
import { useState, type ComponentProps, type ReactNode } from "react";
import { controlClassName, Field, TextField } from "../../components/ui/field";
import { Button } from "../../components/ui/button";
import { Link } from "react-router";
import { RichText } from "../../components/ui/rich-text";
import { useT } from "../../lib/i18n";

/** An e-mail address field: the right keyboard on phones, no autocorrection or capitals. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, "label" | "name" | "type">) {
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

export function PasswordField({ label, hint, error, ...inputProps }: Omit<ComponentProps<typeof TextField>, "type">) {
  const { t } = useT();
  const [isVisible, setVisible] = useState(false);
  const ToggleIcon = isVisible ? EyeOff : Eye;
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type={isVisible ? "text" : "password"}
            className={controlClassName(Boolean(error), "h-12 pr-24")}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...inputProps}
          />
          {/* The name lives in the button's text, not aria-label, so it never doubles as the field's label. */}
          <button
            type="button"
            aria-controls={control.id}
            onClick={() => setVisible((visible) => !visible)}
            className="absolute inset-y-1 right-1 inline-flex items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-grey hover:bg-neutral-100 hover:text-dark-grey"
          >
            <ToggleIcon aria-hidden className="size-4" />
            {isVisible ? t("Hide") : t("Show")}
            <span className="sr-only"> {t("password")}</span>
          </button>
        </div>
      )}
    </Field>
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

/** Links inside account pages: the darker green keeps 5.4:1 against white. */
export const TEXT_LINK_CLASSES = "font-semibold text-brand-green-dark underline underline-offset-2 hover:text-[#24621a]";

/** Moves focus to the first field, in form order, that has an error. */
export function focusFirstInvalidField(form: HTMLFormElement, errors: Partial<Record<string, string>>): void {
  const firstInvalid = Array.from(form.elements).find(
    (element): element is HTMLInputElement | HTMLSelectElement =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && Boolean(errors[element.name]),
  );
  firstInvalid?.focus();
}
