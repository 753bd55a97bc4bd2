// Step 1 of sign-up: name, e-mail and password.
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { PASSWORD_MIN_LENGTH } from "../../../shared/contracts/accounts.contract";
import { EmailField, PasswordField, SubmitButton } from "./form-controls";
import { FormNotice } from "../../components/ui/form-alert";
import { TextField } from "../../components/ui/field";
import { useSignUpFlow } from "./sign-up-flow";
import { SOCIAL_PROVIDERS } from "../../../shared/domain/social-providers";
import { SocialSignInButtons } from "./social-sign-in-buttons";
import { usePendingSocialSignUp } from "./social-sign-up-store";
import { ACCOUNT_STEP, accountStepSchema, OPTIONS_STEP } from "./sign-up-steps";
import { useFieldErrors } from "./use-field-errors";
import { useHydrated } from "../../lib/use-hydrated";
import { useT } from "../../lib/i18n";

export function SignUpAccountStep() {
  const { draft, password, serverErrors, notice, saveAccount, clearServerErrors } = useSignUpFlow();
  const navigate = useNavigate();
  const { t } = useT();
  const isHydrated = useHydrated();
  const { fieldErrors, validate } = useFieldErrors();
  const errors = { ...serverErrors, ...fieldErrors };
  const pendingSocial = usePendingSocialSignUp();
  const socialProvider = pendingSocial && !pendingSocial.account_exists ? SOCIAL_PROVIDERS[pendingSocial.provider].name : null;

  function continueToOptions(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    clearServerErrors();
    const account = validate(form, accountStepSchema, {
      name: values.get("name"),
      email: values.get("email"),
      password: values.get("password"),
    });
    if (!account) return;
    saveAccount(account);
    void navigate(OPTIONS_STEP.path);
  }

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-dark-grey sm:text-3xl">{t("Create your free account")}</h1>
      <p className="mt-2 text-base text-grey">{t("Save trails, build lists and pick up where you left off on any device.")}</p>
      {!socialProvider && (
        <div className="mt-6">
          <SocialSignInButtons returnUrl="/" buttonLocation="sign_up_page" signUpPath={ACCOUNT_STEP.path} />
        </div>
      )}
      {/* The stored answers arrive after hydration as new default values; a field the visitor has
          already typed in keeps what they typed. */}
      <form method="post" noValidate onSubmit={continueToOptions} className="mt-6 space-y-5">
        {notice && <FormNotice>{notice}</FormNotice>}
        {socialProvider && (
          <FormNotice>
            {t(
              "You are signing up with {provider}: check your name, then choose a password so you can also log in with your e-mail.",
              { provider: socialProvider },
            )}
          </FormNotice>
        )}
        <TextField
          label={t("Name")}
          name="name"
          autoComplete="name"
          required
          defaultValue={draft?.name ?? ""}
          error={errors.name}
        />
        <EmailField defaultValue={draft?.email ?? ""} error={errors.email} />
        <PasswordField
          label={t("Password")}
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          defaultValue={password ?? ""}
          hint={t("At least {count} characters.", { count: PASSWORD_MIN_LENGTH })}
          error={errors.password}
        />
        <SubmitButton isPending={false} disabled={!isHydrated}>
          {t("Continue")}
        </SubmitButton>
      </form>
    </>
  );
}
