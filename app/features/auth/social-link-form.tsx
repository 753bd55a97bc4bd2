// An existing account meets a new social sign-in with its e-mail: the visitor proves the account
// with its password, which links the provider and logs in (ADR 0056). Next time the provider's
// button signs in directly.
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { socialLinkRequestSchema } from "../../../shared/contracts/social-sign-in.contract";
import type { AuthTokens } from "../../../shared/contracts/user.contract";
import { SOCIAL_PROVIDERS } from "../../../shared/domain/social-providers";
import { apiFetch } from "../../lib/api-client";
import { trackLogIn } from "../../lib/auth-events";
import { fieldErrorsFromApi, hasErrors } from "../../lib/field-errors";
import { useSession } from "../../lib/session";
import { CurrentPasswordField, SubmitButton, TEXT_LINK_CLASSES } from "./form-controls";
import { FormAlert } from "../../components/ui/form-alert";
import { describeRequestError } from "./request-errors";
import { SignUpStepPlaceholder } from "./sign-up-step-placeholder";
import {
  clearPendingSocialSignUp,
  readSocialSignInOrigin,
  usePendingSocialSignUp,
  type StoredSocialSignUp,
} from "./social-sign-up-store";
import { useFieldErrors } from "./use-field-errors";
import { useT } from "../../lib/i18n";

export function SocialLinkPanel() {
  const pending = usePendingSocialSignUp();
  const { t } = useT();
  if (pending === undefined) return <SignUpStepPlaceholder />;
  if (!pending?.account_exists || !pending.email) {
    return (
      <p className="text-base text-grey">
        {t("There is no sign-in waiting to be linked.")}{" "}
        <Link to="/login" className={TEXT_LINK_CLASSES}>
          {t("Log in to continue")}
        </Link>
      </p>
    );
  }
  return <SocialLinkForm pending={pending} />;
}

function SocialLinkForm({ pending }: { pending: StoredSocialSignUp }) {
  const providerName = SOCIAL_PROVIDERS[pending.provider].name;
  const { signIn } = useSession();
  const { t } = useT();
  const navigate = useNavigate();
  const { fieldErrors, validate, showFieldErrors } = useFieldErrors();
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  async function link(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    const request = validate(form, socialLinkRequestSchema, {
      ticket: pending.ticket,
      password: new FormData(form).get("password"),
    });
    if (!request) return;
    setPending(true);
    try {
      const tokens = await apiFetch<AuthTokens>("/api/v2/users/social-link/", { method: "POST", json: request });
      clearPendingSocialSignUp();
      signIn(tokens);
      trackLogIn({ social: true, buttonLocation: readSocialSignInOrigin().buttonLocation });
      await navigate(pending.returnPath, { replace: true });
    } catch (error) {
      setPending(false);
      const errors = fieldErrorsFromApi(error);
      if (errors.password) showFieldErrors(form, errors);
      else setFormError(hasErrors(errors) ? Object.values(errors).find(Boolean)! : describeRequestError(error));
    }
  }

  return (
    <form method="post" noValidate onSubmit={(event) => void link(event)} className="space-y-5">
      <p className="text-base text-grey">
        {t("You already have an account with")}{" "}
        <strong className="font-semibold break-all text-dark-grey">{pending.email}</strong>.{" "}
        {t("Enter its password once to link {provider}; next time, Continue with {provider} logs you straight in.", {
          provider: providerName,
        })}
      </p>
      <FormAlert message={formError} />
      <CurrentPasswordField error={fieldErrors.password} />
      <SubmitButton isPending={isPending}>{t("Link {provider} and Log In", { provider: providerName })}</SubmitButton>
      <p className="text-center text-sm text-grey">
        {t("Not you?")}{" "}
        <Link to="/login" onClick={clearPendingSocialSignUp} className={TEXT_LINK_CLASSES}>
          {t("Log in another way")}
        </Link>
      </p>
    </form>
  );
}
