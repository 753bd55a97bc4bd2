// Step 2 of sign-up: the questions of spec §2.10 (state, vehicle, year started, drive style), as staff
// keep them (ADR 0053).
import { Compass, Mountain, Route as RouteIcon, Tent, Waves, type LucideIcon } from "lucide-react";
import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { State } from "../../../shared/contracts/site.contract";
import type { StateMenuGroup } from "../../../shared/domain/states-menu";
import type { SignupQuestion } from "../../../shared/contracts/signup-question-admin.contract";
import { yearStartedOptions } from "../../../shared/domain/sign-up-options";
import { buttonClassName } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { StateOptions } from "../../components/ui/state-options";
import { SubmitButton } from "./form-controls";
import { FieldErrorMessage, SelectField } from "../../components/ui/field";
import { useAccountStepDone, useSignUpFlow } from "./sign-up-flow";
import { ACCOUNT_STEP, optionsFromForm, optionsStepSchema, REVIEW_STEP } from "./sign-up-steps";
import { SignUpStepPlaceholder } from "./sign-up-step-placeholder";
import { useFieldErrors } from "./use-field-errors";
import { useT } from "../../lib/i18n";

/** The original drive styles' icons; an option staff add gets the compass. */
const DRIVE_STYLE_ICONS: Partial<Record<string, LucideIcon>> = {
  Overlanding: Tent,
  "Rock Crawling": Mountain,
  Mudding: Waves,
  "Dirt Roads/Backroads": RouteIcon,
  Other: Compass,
};

/** The questions staff keep (ADR 0053), in their order; the state's options come from the states list, the years are computed. */
export function SignUpOptionsStep({
  stateGroups,
  currentYear,
  questions,
}: {
  stateGroups: StateMenuGroup<State>[];
  currentYear: number;
  questions: SignupQuestion[];
}) {
  const { draft, serverErrors, saveOptions, clearServerErrors } = useSignUpFlow();
  const isReady = useAccountStepDone();
  const navigate = useNavigate();
  const { fieldErrors, validate } = useFieldErrors();
  const errors = { ...serverErrors, ...fieldErrors };
  const { t } = useT();

  if (!isReady || !draft) return <SignUpStepPlaceholder />;

  function continueToReview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    clearServerErrors();
    const options = validate(form, optionsStepSchema, optionsFromForm(new FormData(form)));
    if (!options) return;
    saveOptions(options);
    void navigate(REVIEW_STEP.path);
  }

  function ask(question: SignupQuestion) {
    switch (question.key) {
      case "state_name":
        return (
          <SelectField
            key={question.key}
            label={question.label}
            name="state_name"
            isOptional
            defaultValue={draft?.state_name ?? ""}
            error={errors.state_name}
          >
            <StateOptions groups={stateGroups} />
          </SelectField>
        );
      case "vehicle_make":
        return (
          <SelectField
            key={question.key}
            label={question.label}
            name="vehicle_make"
            isOptional
            defaultValue={draft?.vehicle_make ?? ""}
            error={errors.vehicle_make}
          >
            <option value="">{t("Choose a make")}</option>
            {question.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        );
      case "year_started":
        return (
          <SelectField
            key={question.key}
            label={question.label}
            name="year_started"
            isOptional
            defaultValue={draft?.year_started === undefined ? "" : String(draft.year_started)}
            error={errors.year_started}
          >
            <option value="">{t("Choose a year")}</option>
            {yearStartedOptions(currentYear).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </SelectField>
        );
      case "drive_style":
        return (
          <DriveStyleChoice key={question.key} question={question} defaultValue={draft?.drive_style} error={errors.drive_style} />
        );
    }
  }

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-dark-grey sm:text-3xl">{t("Tell us how you drive")}</h1>
      <p className="mt-2 text-base text-grey">{t("Optional, and it helps us suggest trails that suit you.")}</p>
      <form method="post" noValidate onSubmit={continueToReview} className="mt-6 space-y-5">
        {questions.map(ask)}
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row">
          <Link to={ACCOUNT_STEP.path} className={cx(buttonClassName({ variant: "secondary", size: "lg" }), "sm:w-40")}>
            {t("Back")}
          </Link>
          <div className="flex-1">
            <SubmitButton isPending={false}>{t("Continue")}</SubmitButton>
          </div>
        </div>
      </form>
    </>
  );
}

function DriveStyleChoice({
  question,
  defaultValue,
  error,
}: {
  question: SignupQuestion;
  defaultValue?: string;
  error?: string;
}) {
  const { t } = useT();
  return (
    <fieldset aria-describedby={error ? "drive-style-error" : undefined}>
      <legend className="text-sm font-semibold text-dark-grey">
        {question.label} <span className="font-normal text-grey">{t("(optional)")}</span>
      </legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {question.options.map(({ value, label }) => {
          const Icon = DRIVE_STYLE_ICONS[value] ?? Compass;
          return (
            <label
              key={value}
              className={cx(
                "flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-limited-grey bg-white px-4 py-3 text-base text-dark-grey transition-colors",
                "hover:border-grey has-checked:border-brand-green-dark has-checked:bg-green-50 has-checked:ring-1 has-checked:ring-brand-green-dark",
                "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-blue",
              )}
            >
              <input
                type="radio"
                name="drive_style"
                value={value}
                defaultChecked={defaultValue === value}
                aria-invalid={error ? true : undefined}
                className="size-4 shrink-0 accent-brand-green-dark focus-visible:outline-none"
              />
              <Icon aria-hidden className="size-5 shrink-0 text-grey" />
              <span className="font-medium">{label}</span>
            </label>
          );
        })}
      </div>
      {error && <FieldErrorMessage id="drive-style-error" message={t(error)} />}
    </fieldset>
  );
}
