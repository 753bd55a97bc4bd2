// Step 2 of sign-up: the questions of spec §2.10 (state, vehicle, year started, drive style).
import { Compass, Mountain, Route as RouteIcon, Tent, Waves, type LucideIcon } from "lucide-react";
import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { State } from "../../../shared/contracts/site.contract";
import type { StateMenuGroup } from "../../../shared/domain/states-menu";
import { DRIVE_STYLES, VEHICLE_MAKES, yearStartedOptions } from "../../../shared/domain/sign-up-options";
import { buttonClassName } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { StateOptions } from "../../components/ui/state-options";
import { FieldError, SelectField, SubmitButton } from "./form-controls";
import { useAccountStepDone, useSignUpFlow } from "./sign-up-flow";
import { ACCOUNT_STEP, optionsFromForm, optionsStepSchema, REVIEW_STEP } from "./sign-up-steps";
import { SignUpStepPlaceholder } from "./sign-up-step-placeholder";
import { useFieldErrors } from "./use-field-errors";

type DriveStyle = (typeof DRIVE_STYLES)[number];

const DRIVE_STYLE_ICONS: Record<DriveStyle, LucideIcon> = {
  Overlanding: Tent,
  "Rock Crawling": Mountain,
  Mudding: Waves,
  "Dirt Roads/Backroads": RouteIcon,
  Other: Compass,
};

export function SignUpOptionsStep({ stateGroups, currentYear }: { stateGroups: StateMenuGroup<State>[]; currentYear: number }) {
  const { draft, serverErrors, saveOptions, clearServerErrors } = useSignUpFlow();
  const isReady = useAccountStepDone();
  const navigate = useNavigate();
  const { fieldErrors, validate } = useFieldErrors();
  const errors = { ...serverErrors, ...fieldErrors };

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

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-dark-grey sm:text-3xl">Tell us how you drive</h1>
      <p className="mt-2 text-base text-grey">Optional, and it helps us suggest trails that suit you.</p>
      <form method="post" noValidate onSubmit={continueToReview} className="mt-6 space-y-5">
        <SelectField
          label="Home state"
          name="state_name"
          isOptional
          defaultValue={draft.state_name ?? ""}
          error={errors.state_name}
        >
          <StateOptions groups={stateGroups} />
        </SelectField>
        <SelectField
          label="Vehicle make"
          name="vehicle_make"
          isOptional
          defaultValue={draft.vehicle_make ?? ""}
          error={errors.vehicle_make}
        >
          <option value="">Choose a make</option>
          {VEHICLE_MAKES.map((make) => (
            <option key={make} value={make}>
              {make}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Year started off-roading"
          name="year_started"
          isOptional
          defaultValue={draft.year_started === undefined ? "" : String(draft.year_started)}
          error={errors.year_started}
        >
          <option value="">Choose a year</option>
          {yearStartedOptions(currentYear).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
        <DriveStyleChoice defaultValue={draft.drive_style} error={errors.drive_style} />
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row">
          <Link to={ACCOUNT_STEP.path} className={cx(buttonClassName({ variant: "secondary", size: "lg" }), "sm:w-40")}>
            Back
          </Link>
          <div className="flex-1">
            <SubmitButton isPending={false}>Continue</SubmitButton>
          </div>
        </div>
      </form>
    </>
  );
}

function DriveStyleChoice({ defaultValue, error }: { defaultValue?: DriveStyle; error?: string }) {
  return (
    <fieldset aria-describedby={error ? "drive-style-error" : undefined}>
      <legend className="text-sm font-semibold text-dark-grey">
        Drive style <span className="font-normal text-grey">(optional)</span>
      </legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {DRIVE_STYLES.map((style) => {
          const Icon = DRIVE_STYLE_ICONS[style];
          return (
            <label
              key={style}
              className={cx(
                "flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-limited-grey bg-white px-4 py-3 text-base text-dark-grey transition-colors",
                "hover:border-grey has-checked:border-brand-green-dark has-checked:bg-green-50 has-checked:ring-1 has-checked:ring-brand-green-dark",
                "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-blue",
              )}
            >
              <input
                type="radio"
                name="drive_style"
                value={style}
                defaultChecked={defaultValue === style}
                aria-invalid={error ? true : undefined}
                className="size-4 shrink-0 accent-brand-green-dark focus-visible:outline-none"
              />
              <Icon aria-hidden className="size-5 shrink-0 text-grey" />
              <span className="font-medium">{style}</span>
            </label>
          );
        })}
      </div>
      {error && <FieldError id="drive-style-error">{error}</FieldError>}
    </fieldset>
  );
}
