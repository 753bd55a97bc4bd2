// Account deletion: what goes and what stays, what happens to the reviews, and the password that
// proves the account. Once deleted, the session ends and the reader lands on the home page with a notice
// (staying here would send them to the login page, set to come back to this one).
import { useT } from "../../lib/i18n";
import type { Translator } from "../../../shared/i18n/translator";
import { LoaderCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { DELETED_USER_NAME, type ReviewChoice } from "../../../shared/contracts/account-deletion.contract";
import { buttonClassName } from "../../components/ui/button";
import { useToast } from "../../components/ui/toast";
import { Field, controlClassName } from "../../components/ui/field";
import { ApiRequestError, apiFetch } from "../../lib/api-client";
import { failureMessage } from "../../lib/request-feedback";
import { useSession } from "../../lib/session";
import { FormAlert } from "../../components/ui/form-alert";

/** What may happen to the reviews, in the page's language. */
const reviewOptions = (t: Translator["t"]): { value: ReviewChoice; label: string }[] => [
  { value: "keep", label: t('Keep my reviews on their guides, shown as "{name}"', { name: DELETED_USER_NAME }) },
  { value: "delete", label: t("Delete my reviews") },
];

export function DeleteAccountPage({ email, uuid }: { email: string; uuid: string }) {
  const { signOut } = useSession();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [isDeleting, setDeleting] = useState(false);
  const toast = useToast();
  const { t } = useT();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = data.get("password");
    if (typeof password !== "string" || password === "") {
      setPasswordError(t("Enter your password."));
      return;
    }
    setPasswordError(undefined);
    setFailure(null);
    setDeleting(true);
    try {
      await apiFetch<void>("/api/v2/users/me/delete/", { method: "POST", json: { password, reviews: data.get("reviews") } });
      toast.show(
        `${t("Your account is deleted")}. ${t("We sent a confirmation to {email}. You can sign up again with this address at any time.", { email })}`,
      );
      await signOut();
    } catch (error) {
      const fieldMessage = error instanceof ApiRequestError ? error.body?.fields?.password?.[0] : undefined;
      if (fieldMessage) setPasswordError(fieldMessage);
      else setFailure(t(failureMessage(error)));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-dark-grey">{t("Delete your account")}</h1>
      <div className="space-y-3 text-dark-grey">
        <p>{t("Deleting your account cannot be undone. It deletes at once:")}</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>{t("your profile: name, home state and the answers you gave at sign-up;")}</li>
          <li>{t("your lists, including lists you shared;")}</li>
          <li>{t("your My Content tracks and waypoints;")}</li>
          <li>{t("your garage.")}</li>
        </ul>
        <p>
          {t(
            "Every device you are signed in on is signed out. An All-Access membership stops renewing and you are not charged again. Records of past payments are kept for our accounts, without your name.",
          )}
        </p>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5 rounded-2xl border border-brand-red/30 p-5">
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-dark-grey">{t("Your reviews")}</legend>
          {reviewOptions(t).map((option) => (
            <label key={option.value} className="flex items-start gap-3 text-dark-grey">
              <input
                type="radio"
                name="reviews"
                value={option.value}
                defaultChecked={option.value === "keep"}
                className="mt-1 size-5 shrink-0 accent-brand-green-dark"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <Field label={t("Password")} hint={t("The password of {email}.", { email })} error={passwordError}>
          {(control) => (
            <input
              {...control}
              type="password"
              name="password"
              autoComplete="current-password"
              className={controlClassName(Boolean(passwordError))}
            />
          )}
        </Field>
        <FormAlert message={failure} />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={isDeleting}
            // A darker brand red keeps white text above 4.5:1; for what cannot be undone.
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-[#b80320] px-5 font-semibold text-white hover:bg-[#9b0219] disabled:opacity-60"
          >
            {isDeleting && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
            {t("Delete my account")}
          </button>
          <Link to={`/users/${uuid}/edit`} className={buttonClassName({ variant: "secondary" })}>
            {t("Keep my account")}
          </Link>
        </div>
      </form>
    </div>
  );
}
