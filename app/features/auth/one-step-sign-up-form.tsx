// A sign-up in one step (name, e-mail, password) for co-branded partner pages: the same register
// call, checks and after-sign-up steps (spec §4) as the three-step flow, credited to an affiliate
// origin, with a hook for what the partner adds (its trial) before the visitor moves on.
import type { FormEvent } from "react";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { SOCIAL_PROVIDERS } from "../../../shared/domain/social-providers";
import { PASSWORD_MIN_LENGTH, registerRequestSchema } from "../../../shared/contracts/accounts.contract";
import { WEBSITE_SIGNUP_ORIGIN } from "../../../shared/domain/sign-up-options";
import { readStoredUtmParams } from "../../lib/startup";
import { useHydrated } from "../../lib/use-hydrated";
import { EmailField, PasswordField, SignUpTermsNotice, SubmitButton, TEXT_LINK_CLASSES } from "./form-controls";
import { FormAlert, FormNotice } from "../../components/ui/form-alert";
import { TextField } from "../../components/ui/field";
import { accountStepSchema } from "./sign-up-steps";
import { SocialSignInButtons } from "./social-sign-in-buttons";
import { readSocialUsername, usePendingSocialSignUp } from "./social-sign-up-store";
import { useFieldErrors } from "./use-field-errors";
import { useRegisterAccount } from "./use-register-account";
import { useT } from "../../lib/i18n";

interface OneStepSignUpFormProps {
  /** Sent as affiliate_origin and recorded on the account. */
  affiliateOrigin: string;
  /** Runs once the account exists and the visitor is signed in, before the move to `destination`. */
  afterSignUp: () => Promise<unknown>;
  destination: string;
  submitLabel: string;
  /** Where "Log In" sends an existing member. */
  loginPath: string;
}

export function OneStepSignUpForm({ affiliateOrigin, afterSignUp, destination, submitLabel, loginPath }: OneStepSignUpFormProps) {
  const register = useRegisterAccount();
  const navigate = useNavigate();
  const { t } = useT();
  const isHydrated = useHydrated();
  const { fieldErrors, validate, showFieldErrors } = useFieldErrors();
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const { pathname } = useLocation();
  const pendingSocial = usePendingSocialSignUp();
  const social = pendingSocial && !pendingSocial.account_exists ? pendingSocial : null;

  async function createAccount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    setFormError(null);
    const account = validate(form, accountStepSchema, {
      name: values.get("name"),
      email: values.get("email"),
      password: values.get("password"),
    });
    if (!account) return;
    const request = registerRequestSchema.parse({
      ...account,
      signup_origin: WEBSITE_SIGNUP_ORIGIN,
      affiliate_origin: affiliateOrigin,
      utm_params: readStoredUtmParams(),
    });

    setPending(true);
    const outcome = await register(request, { buttonLocation: "partner_sign_up", afterSignUp });
    if (outcome.status !== "created") {
      setPending(false);
      if (outcome.status === "invalid") showFieldErrors(form, outcome.fieldErrors);
      else setFormError(outcome.message);
      return;
    }
    await navigate(destination, { replace: true });
  }

  return (
    // Remounted when a pending social sign-up is read after hydration, so its name and e-mail fill the fields.
    <form
      key={social?.ticket ?? "e-mail"}
      method="post"
      noValidate
      onSubmit={(event) => void createAccount(event)}
      className="space-y-5"
    >
      {social ? (
        <FormNotice>
          {t("You are signing up with {provider}: choose a password so you can also log in with your e-mail.", {
            provider: SOCIAL_PROVIDERS[social.provider].name,
          })}
        </FormNotice>
      ) : (
        <SocialSignInButtons returnUrl={destination} buttonLocation="partner_sign_up" signUpPath={pathname} />
      )}
      <FormAlert message={formError} />
      <TextField
        label={t("Name")}
        name="name"
        autoComplete="name"
        required
        defaultValue={social ? (social.name ?? readSocialUsername() ?? "") : ""}
        error={fieldErrors.name}
      />
      <EmailField defaultValue={social?.email ?? ""} error={fieldErrors.email} />
      <PasswordField
        label={t("Password")}
        name="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={t("At least {count} characters.", { count: PASSWORD_MIN_LENGTH })}
        error={fieldErrors.password}
      />
      <SubmitButton isPending={isPending} disabled={!isHydrated}>
        {submitLabel}
      </SubmitButton>
      <SignUpTermsNotice />
      <p className="text-center text-sm text-grey">
        {t("Already have an account?")}{" "}
        <Link to={loginPath} className={TEXT_LINK_CLASSES}>
          {t("Log In")}
        </Link>
      </p>
    </form>
  );
}
