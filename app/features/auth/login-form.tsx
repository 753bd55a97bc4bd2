// The e-mail and password log in (spec §7 POST /api/v2/token/), then back to where the visitor was.
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { loginRequestSchema } from "../../../shared/contracts/accounts.contract";
import type { AuthTokens } from "../../../shared/contracts/user.contract";
import { trackLogIn } from "../../lib/auth-events";
import { apiFetch } from "../../lib/api-client";
import { useSession } from "../../lib/session";
import { CurrentPasswordField, EmailField, SubmitButton, TEXT_LINK_CLASSES } from "./form-controls";
import { FormAlert } from "../../components/ui/form-alert";
import { describeRequestError } from "./request-errors";
import { useFieldErrors } from "./use-field-errors";
import { useHydrated } from "../../lib/use-hydrated";
import { useT } from "../../lib/i18n";

export function LoginForm({ returnUrl }: { returnUrl: string }) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const isHydrated = useHydrated();
  const { fieldErrors, validate } = useFieldErrors();
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const { t } = useT();

  async function logIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    setFormError(null);
    const credentials = validate(form, loginRequestSchema, { email: values.get("email"), password: values.get("password") });
    if (!credentials) return;
    setPending(true);
    try {
      const tokens = await apiFetch<AuthTokens>("/api/v2/token/", { method: "POST", json: credentials });
      signIn(tokens);
      trackLogIn({ social: false, buttonLocation: "login_page" });
      await navigate(returnUrl, { replace: true });
    } catch (error) {
      setFormError(describeRequestError(error));
      setPending(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={(event) => void logIn(event)} className="space-y-5">
      <FormAlert message={formError} />
      <EmailField error={fieldErrors.email} />
      <CurrentPasswordField error={fieldErrors.password} />
      <SubmitButton isPending={isPending} disabled={!isHydrated}>
        {t("Log In")}
      </SubmitButton>
      <p className="text-center text-sm text-grey">
        {t("New here?")}{" "}
        <Link to="/sign-up" className={TEXT_LINK_CLASSES}>
          {t("Create a free account")}
        </Link>
      </p>
    </form>
  );
}
