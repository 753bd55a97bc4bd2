// The profile settings of /users/{uuid}/edit: name, the sign-up answers (spec §2.10, §9), units and
// whether others see the profile. Checked with the profile contract before it is sent; after a save
// the session takes fresh tokens, so the header shows a new name at once; a new language opens the
// same page in it (ADR 0064).
import { LoaderCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { State } from "../../../shared/contracts/site.contract";
import { profileSettingsUpdateSchema, type ProfileSettings } from "../../../shared/contracts/profile.contract";
import type { SignupQuestion } from "../../../shared/contracts/signup-question-admin.contract";
import { yearStartedOptions } from "../../../shared/domain/sign-up-options";
import type { StateMenuGroup } from "../../../shared/domain/states-menu";
import { LOCALES, localizedPath, type Locale } from "../../../shared/domain/locales";
import { UNIT_SYSTEMS, type UnitSystem } from "../../../shared/domain/units";
import { Button } from "../../components/ui/button";
import { Field, controlClassName } from "../../components/ui/field";
import { StateOptions } from "../../components/ui/state-options";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from "../../lib/field-errors";
import { useT } from "../../lib/i18n";
import { failureMessage } from "../../lib/request-feedback";
import { useRefreshSession } from "../../lib/use-refresh-session";

/** A unit system as the form names it, in the page's language. */
const unitLabel = (units: UnitSystem, t: (text: string) => string) =>
  units === "imperial" ? t("Imperial (miles, feet)") : t("Metric (kilometres, metres)");
/** Each language named in itself, as a reader looking for their own would. */
const LOCALE_LABELS: Record<Locale, string> = { en: "English", fr: "Français", es: "Español" };

function readSettingsForm(form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  // A question staff switched off is not on the form: its answer is left as it is.
  const asked = (name: string, value: unknown) => (data.has(name) ? { [name]: value } : {});
  return {
    name: text("name"),
    ...asked("state_name", text("state_name")),
    ...asked("vehicle_make", text("vehicle_make")),
    ...asked("year_started", text("year_started") === "" ? null : Number(text("year_started"))),
    ...asked("drive_style", text("drive_style")),
    units: text("units"),
    locale: text("locale"),
    profile_is_public: data.get("profile_is_public") === "on",
  };
}

interface ProfileSettingsFormProps {
  settings: ProfileSettings;
  stateGroups: StateMenuGroup<State>[];
  currentYear: number;
  /** The active sign-up questions (ADR 0053): their labels, and the make and drive style options. */
  questions: SignupQuestion[];
}

export function ProfileSettingsForm({ settings, stateGroups, currentYear, questions }: ProfileSettingsFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setSaving] = useState(false);
  const refreshSession = useRefreshSession();
  const toast = useToast();
  const { t, locale: pageLocale } = useT();
  const shownLocale = settings.locale ?? pageLocale;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = profileSettingsUpdateSchema.safeParse(readSettingsForm(event.currentTarget));
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await apiFetch<ProfileSettings>("/api/v2/users/me/", { method: "PATCH", json: parsed.data });
      await refreshSession();
      const chosen = parsed.data.locale;
      if (chosen && chosen !== pageLocale) {
        // Another language is another address (and router): the next page is this one in it.
        window.location.assign(localizedPath(window.location.pathname, chosen) + window.location.search);
        return;
      }
      toast.show(t("Your profile is saved."));
    } catch (error) {
      setErrors(fieldErrorsFromApi(error));
      toast.show(t(failureMessage(error)), "error");
    } finally {
      setSaving(false);
    }
  }

  const select = (
    name: keyof ProfileSettings,
    label: string,
    options: readonly { value: string; label: string }[],
    choose: string,
  ) => (
    <Field label={label} isOptional error={errors[name] && t(errors[name])}>
      {(control) => (
        <select
          {...control}
          name={name}
          defaultValue={String(settings[name] ?? "")}
          className={controlClassName(Boolean(errors[name]))}
        >
          <option value="">{choose}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const plain = (values: readonly (string | number)[]) => values.map((value) => ({ value: String(value), label: String(value) }));
  const question = (key: SignupQuestion["key"]) => questions.find((asked) => asked.key === key);
  /** A question's options, with the reader's own answer kept when staff have since switched it off. */
  const optionsOf = (asked: SignupQuestion, current: string | null) =>
    current && !asked.options.some((option) => option.value === current)
      ? [...asked.options, { value: current, label: current }]
      : asked.options;
  const vehicleMake = question("vehicle_make");
  const yearStarted = question("year_started");
  const driveStyle = question("drive_style");
  const homeState = question("state_name");

  return (
    <section aria-labelledby="profile-settings-heading" className="space-y-4">
      <h2 id="profile-settings-heading" className="text-2xl font-bold text-dark-grey">
        {t("Profile")}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("Name")} error={errors.name && t(errors.name)}>
            {(control) => (
              <input
                {...control}
                name="name"
                defaultValue={settings.name}
                autoComplete="name"
                className={controlClassName(Boolean(errors.name))}
              />
            )}
          </Field>
          {homeState && (
            <Field label={homeState.label} isOptional error={errors.state_name && t(errors.state_name)}>
              {(control) => (
                <select
                  {...control}
                  name="state_name"
                  defaultValue={settings.state_name ?? ""}
                  className={controlClassName(Boolean(errors.state_name))}
                >
                  <StateOptions groups={stateGroups} />
                </select>
              )}
            </Field>
          )}
          {vehicleMake &&
            select("vehicle_make", vehicleMake.label, optionsOf(vehicleMake, settings.vehicle_make), t("Choose a make"))}
          {yearStarted && select("year_started", yearStarted.label, plain(yearStartedOptions(currentYear)), t("Choose a year"))}
          {driveStyle &&
            select("drive_style", driveStyle.label, optionsOf(driveStyle, settings.drive_style), t("Choose a drive style"))}
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-dark-grey">{t("Units")}</legend>
          {UNIT_SYSTEMS.map((units) => (
            <label key={units} className="flex items-center gap-3 text-dark-grey">
              <input
                type="radio"
                name="units"
                value={units}
                defaultChecked={settings.units === units}
                className="size-5 accent-brand-green-dark"
              />
              {unitLabel(units, t)}
            </label>
          ))}
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-dark-grey">{t("Language")}</legend>
          {LOCALES.map((locale) => (
            <label key={locale} lang={locale} className="flex items-center gap-3 text-dark-grey">
              <input
                type="radio"
                name="locale"
                value={locale}
                defaultChecked={shownLocale === locale}
                className="size-5 accent-brand-green-dark"
              />
              {LOCALE_LABELS[locale]}
            </label>
          ))}
        </fieldset>
        <PublicProfileCheckbox defaultChecked={settings.profile_is_public} />
        <Button type="submit" disabled={isSaving}>
          {isSaving && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {t("Save profile")}
        </Button>
      </form>
    </section>
  );
}

function PublicProfileCheckbox({ defaultChecked }: { defaultChecked: boolean }) {
  const { t } = useT();
  return (
    <div className="flex items-start gap-3">
      <input
        id="profile-public"
        type="checkbox"
        name="profile_is_public"
        defaultChecked={defaultChecked}
        aria-describedby="profile-public-hint"
        className="mt-0.5 size-5 accent-brand-green-dark"
      />
      <div>
        <label htmlFor="profile-public" className="font-semibold text-dark-grey">
          {t("Public profile")}
        </label>
        <p id="profile-public-hint" className="text-sm text-grey">
          {t("Others see your home state, drive style, garage, public lists and reviews. Unticked, they see your name only.")}
        </p>
      </div>
    </div>
  );
}
