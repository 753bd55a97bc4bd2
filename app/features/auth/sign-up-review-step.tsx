// Step 3 of sign-up: check the answers, create the account, and run what follows a sign-up (spec §4).
import { Pencil } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { registerRequestSchema } from "../../../shared/contracts/accounts.contract";
import { WEBSITE_SIGNUP_ORIGIN } from "../../../shared/domain/sign-up-options";
import { buttonClassName } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { readStoredUtmParams } from "../../lib/startup";
import { SignUpTermsNotice, SubmitButton, TEXT_LINK_CLASSES } from "./form-controls";
import { FormAlert } from "../../components/ui/form-alert";
import { fieldErrorsFromZod, type FieldErrors } from "../../lib/field-errors";
import { readAffiliateOrigin, takeSignUpReturnUrl } from "./sign-up-draft";
import { useAccountStepDone, useSignUpFlow } from "./sign-up-flow";
import { ACCOUNT_STEP, OPTIONS_STEP, REVIEW_STEP, stepForErrors } from "./sign-up-steps";
import { SignUpStepPlaceholder } from "./sign-up-step-placeholder";
import { useRegisterAccount } from "./use-register-account";
import { useT } from "../../lib/i18n";

export function SignUpReviewStep() {
  const { draft, password, showServerErrors, finish } = useSignUpFlow();
  const isReady = useAccountStepDone();
  const register = useRegisterAccount();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const { t } = useT();

  if (!isReady || !draft || password === null) return <SignUpStepPlaceholder />;

  function sendBackToFix(errors: FieldErrors) {
    showServerErrors(errors);
    const step = stepForErrors(errors);
    if (step.path === REVIEW_STEP.path) setFormError(Object.values(errors).find(Boolean) ?? null);
    else void navigate(step.path);
  }

  async function createAccount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const affiliateOrigin = readAffiliateOrigin();
    const request = registerRequestSchema.safeParse({
      ...draft,
      password,
      signup_origin: WEBSITE_SIGNUP_ORIGIN,
      affiliate_origin: affiliateOrigin,
      utm_params: readStoredUtmParams(),
    });
    if (!request.success) {
      sendBackToFix(fieldErrorsFromZod(request.error));
      return;
    }

    setPending(true);
    const outcome = await register(request.data, { buttonLocation: "sign_up_page" });
    if (outcome.status !== "created") {
      setPending(false);
      if (outcome.status === "invalid") sendBackToFix(outcome.fieldErrors);
      else setFormError(outcome.message);
      return;
    }
    await navigate(takeSignUpReturnUrl() ?? "/welcome", { replace: true });
    finish();
  }

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-dark-grey sm:text-3xl">{t("Almost there")}</h1>
      <p className="mt-2 text-base text-grey">{t("Check your details, then create your account.")}</p>
      <form method="post" noValidate onSubmit={(event) => void createAccount(event)} className="mt-6 space-y-6">
        <FormAlert message={formError} />
        <ReviewSection title={t("Account")} editPath={ACCOUNT_STEP.path}>
          <ReviewRow label={t("Name")} value={draft.name} />
          <ReviewRow label={t("Email")} value={draft.email} />
        </ReviewSection>
        <ReviewSection title={t("About you")} editPath={OPTIONS_STEP.path}>
          <ReviewRow label={t("Home state")} value={draft.state_name} />
          <ReviewRow label={t("Vehicle make")} value={draft.vehicle_make} />
          <ReviewRow label={t("Started off-roading")} value={draft.year_started?.toString()} />
          <ReviewRow label={t("Drive style")} value={draft.drive_style} />
        </ReviewSection>
        <SignUpTermsNotice />
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Link to={OPTIONS_STEP.path} className={cx(buttonClassName({ variant: "secondary", size: "lg" }), "sm:w-40")}>
            {t("Back")}
          </Link>
          <div className="flex-1">
            <SubmitButton isPending={isPending}>{t("Create Account")}</SubmitButton>
          </div>
        </div>
      </form>
    </>
  );
}

function ReviewSection({ title, editPath, children }: { title: string; editPath: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <section className="rounded-xl border border-neutral-200 bg-neutral-50 p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-dark-grey">{title}</h2>
        <Link to={editPath} className={cx(TEXT_LINK_CLASSES, "inline-flex items-center gap-1 text-sm")}>
          <Pencil aria-hidden className="size-3.5" />
          {t("Edit")}
          <span className="sr-only"> {title.toLowerCase()}</span>
        </Link>
      </div>
      <dl className="mt-3 space-y-2 text-sm">{children}</dl>
    </section>
  );
}

function ReviewRow({ label, value }: { label: string; value: string | undefined }) {
  const { t } = useT();
  return (
    <div className="grid grid-cols-[9rem_minmax(0,1fr)] gap-3">
      <dt className="text-grey">{label}</dt>
      <dd className={cx("break-words", value === undefined ? "text-grey italic" : "font-medium text-dark-grey")}>
        {value ?? t("Not answered")}
      </dd>
    </div>
  );
}
