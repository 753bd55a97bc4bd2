// Password reset in two visits: ask for a link by e-mail, then choose a new password with its token.
import { CircleCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { newPasswordSchema, PASSWORD_MIN_LENGTH, passwordResetRequestSchema } from "../../../shared/contracts/accounts.contract";
import { ButtonLink } from "../../components/ui/button";
import { ApiRequestError, apiFetch } from "../../lib/api-client";
import { PasswordField, SubmitButton, TEXT_LINK_CLASSES, EmailField } from "./form-controls";
import { FormAlert, FormNotice } from "../../components/ui/form-alert";
import { fieldErrorsFromApi, hasErrors, type FieldErrors } from "../../lib/field-errors";
import { describeRequestError } from "./request-errors";
import { useFieldErrors } from "./use-field-errors";
import { useHydrated } from "../../lib/use-hydrated";
import { useT } from "../../lib/i18n";

interface DetailResponse {
  detail: string;
}

export function RequestResetForm() {
  const isHydrated = useHydrated();
  const { t } = useT();
  const { fieldErrors, validate } = useFieldErrors();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  async function requestLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    const request = validate(form, passwordResetRequestSchema, { email: new FormData(form).get("email") });
    if (!request) return;
    setPending(true);
    try {
      const { detail } = await apiFetch<DetailResponse>("/api/v2/users/password-reset/", { method: "POST", json: request });
      setConfirmation(detail);
    } catch (error) {
      setFormError(describeRequestError(error));
    } finally {
      setPending(false);
    }
  }

  if (confirmation) {
    return (
      <div className="space-y-5">
        <FormNotice>
          <p>{t(confirmation)}</p>
          <p className="mt-1">{t("The link works for a limited time. Check your spam folder if it doesn't show up.")}</p>
        </FormNotice>
        <p className="text-center text-sm">
          <Link to="/login" className={TEXT_LINK_CLASSES}>
            {t("Back to Log In")}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={(event) => void requestLink(event)} className="space-y-5">
      <FormAlert message={formError} />
      <EmailField error={fieldErrors.email} />
      <SubmitButton isPending={isPending} disabled={!isHydrated}>
        {t("Send Reset Link")}
      </SubmitButton>
      <p className="text-center text-sm text-grey">
        {t("Remembered it?")}{" "}
        <Link to="/login" className={TEXT_LINK_CLASSES}>
          {t("Log In")}
        </Link>
      </p>
    </form>
  );
}

const MISMATCH_MESSAGE = "The passwords don't match.";

export function ChooseNewPasswordForm({ token }: { token: string }) {
  const isHydrated = useHydrated();
  const { t } = useT();
  const { fieldErrors, showFieldErrors } = useFieldErrors();
  const [formError, setFormError] = useState<string | null>(null);
  const [isLinkExpired, setLinkExpired] = useState(false);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  async function choosePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const password = newPasswordSchema.safeParse(values.get("password"));
    const errors: FieldErrors = {
      password: password.success ? undefined : password.error.issues[0]?.message,
      password_confirmation: values.get("password_confirmation") === values.get("password") ? undefined : MISMATCH_MESSAGE,
    };
    setFormError(null);
    showFieldErrors(form, errors);
    if (!password.success || errors.password_confirmation) return;
    setPending(true);
    try {
      const { detail } = await apiFetch<DetailResponse>("/api/v2/users/password-reset/confirm/", {
        method: "POST",
        json: { token, password: password.data },
      });
      setDoneMessage(detail);
    } catch (error) {
      const serverErrors = fieldErrorsFromApi(error);
      if (hasErrors(serverErrors)) {
        showFieldErrors(form, serverErrors);
      } else {
        setFormError(describeRequestError(error));
        setLinkExpired(error instanceof ApiRequestError && error.status === 400);
      }
    } finally {
      setPending(false);
    }
  }

  if (doneMessage) {
    return (
      <div className="space-y-6">
        <p role="status" className="flex items-start gap-2.5 text-base text-dark-grey">
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-green-dark" />
          {t(doneMessage)}
        </p>
        <ButtonLink to="/login" size="lg" className="w-full">
          {t("Log In")}
        </ButtonLink>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={(event) => void choosePassword(event)} className="space-y-5">
      <FormAlert
        message={
          formError && (
            <>
              {t(formError)}
              {isLinkExpired && (
                <>
                  {" "}
                  <Link to="/reset-password" className={TEXT_LINK_CLASSES}>
                    {t("Request a new link")}
                  </Link>
                </>
              )}
            </>
          )
        }
      />
      <PasswordField
        label={t("New password")}
        name="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={t("At least {count} characters.", { count: PASSWORD_MIN_LENGTH })}
        error={fieldErrors.password}
      />
      <PasswordField
        label={t("Confirm password")}
        name="password_confirmation"
        autoComplete="new-password"
        required
        error={fieldErrors.password_confirmation}
      />
      <SubmitButton isPending={isPending} disabled={!isHydrated}>
        {t("Save New Password")}
      </SubmitButton>
    </form>
  );
}
