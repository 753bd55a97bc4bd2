// "Adding a new rig" (spec §2.1) and editing one: make, model, year, trim and the measurements
// "fits my rig" compares. Checked with the garage contract before it is sent; the server checks again.
// Measurements are kept in inches; a metric reader enters and reads them in whole centimetres, which
// the form turns into inches (to the tenth) before it checks and sends them (ADR 0064).
import { useT } from "../../lib/i18n";
import type { Translator } from "../../../shared/i18n/translator";
import { LoaderCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { vehicleCreateSchema, type Vehicle, type VehicleCreate } from "../../../shared/contracts/garage.contract";
import { VEHICLE_MAKES } from "../../../shared/domain/sign-up-options";
import { centimetresToInches, inchesToCentimetres } from "../../../shared/domain/reader-measures";
import type { UnitSystem } from "../../../shared/domain/units";
import { Button } from "../../components/ui/button";
import { Field, controlClassName } from "../../components/ui/field";
import { failureMessage } from "../../lib/request-feedback";
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from "../../lib/field-errors";
import { useUnits } from "../../lib/session";
import { FormAlert } from "../../components/ui/form-alert";

const MEASUREMENT_NAMES = ["lift_in", "width_in", "height_in", "wheelbase_in", "ground_clearance_in"] as const;

/** The measurements the form asks for, named in the page's language. */
const measurements = (t: Translator["t"]) =>
  [
    { name: "lift_in", label: t("Lift"), hint: t("0 for a stock suspension.") },
    { name: "width_in", label: t("Width"), hint: t("Body width without mirrors.") },
    { name: "height_in", label: t("Height"), hint: t("With anything on the roof.") },
    { name: "wheelbase_in", label: t("Wheelbase") },
    { name: "ground_clearance_in", label: t("Ground clearance") },
  ] as const;

const MEASURE_UNIT: Record<UnitSystem, string> = { imperial: "in", metric: "cm" };

/** The contract's inch limits, told to a metric reader in the centimetres they entered. */
function inReaderUnits(errors: FieldErrors, units: UnitSystem): FieldErrors {
  if (units === "imperial") return errors;
  const centimetres = (message: string) =>
    message
      .replace(
        /between (\d+) and (\d+) inches/,
        (_, min: string, max: string) => `between ${inchesToCentimetres(Number(min))} and ${inchesToCentimetres(Number(max))} cm`,
      )
      .replace("in inches", "in centimetres");
  return Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, message && centimetres(message)]));
}

/** The form as the contract reads it: empty fields are null, numbers are numbers. */
function readVehicleForm(form: HTMLFormElement, units: UnitSystem): Record<string, unknown> {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const number = (name: string) => (text(name) === "" ? null : Number(text(name)));
  const measurement = (name: string) => {
    const value = number(name);
    return units === "metric" && value !== null && Number.isFinite(value) ? centimetresToInches(value) : value;
  };
  return {
    make: text("make") || undefined,
    model: text("model"),
    year: number("year"),
    trim: text("trim"),
    tire_size: text("tire_size"),
    ...Object.fromEntries(MEASUREMENT_NAMES.map((name) => [name, measurement(name)])),
    is_primary: data.get("is_primary") === "on",
  };
}

const shownMeasurement = (inches: number | null, units: UnitSystem) =>
  inches === null ? "" : units === "metric" ? inchesToCentimetres(inches) : inches;

interface VehicleFormProps {
  vehicle?: Vehicle;
  onSubmit: (input: VehicleCreate) => Promise<void>;
  onCancel: () => void;
}

export function VehicleForm({ vehicle, onSubmit, onCancel }: VehicleFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const units = useUnits();
  const { t } = useT();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = vehicleCreateSchema.safeParse(readVehicleForm(event.currentTarget, units));
    if (!parsed.success) {
      setErrors(inReaderUnits(fieldErrorsFromZod(parsed.error), units));
      return;
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      setErrors(inReaderUnits(fieldErrorsFromApi(error), units));
      setFailure(failureMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("Make")} error={errors.make}>
          {(control) => (
            <select
              {...control}
              name="make"
              defaultValue={vehicle?.make ?? ""}
              className={controlClassName(Boolean(errors.make))}
            >
              <option value="" disabled>
                {t("Choose a make")}
              </option>
              {VEHICLE_MAKES.map((make) => (
                <option key={make}>{make}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("Model")} error={errors.model}>
          {(control) => (
            <input
              {...control}
              name="model"
              defaultValue={vehicle?.model}
              placeholder="Wrangler"
              autoComplete="off"
              className={controlClassName(Boolean(errors.model))}
            />
          )}
        </Field>
        <Field label={t("Year")} isOptional error={errors.year}>
          {(control) => (
            <input
              {...control}
              name="year"
              inputMode="numeric"
              defaultValue={vehicle?.year ?? ""}
              placeholder="2021"
              autoComplete="off"
              className={controlClassName(Boolean(errors.year))}
            />
          )}
        </Field>
        <Field label={t("Trim")} isOptional error={errors.trim}>
          {(control) => (
            <input
              {...control}
              name="trim"
              defaultValue={vehicle?.trim ?? ""}
              placeholder="Rubicon"
              autoComplete="off"
              className={controlClassName(Boolean(errors.trim))}
            />
          )}
        </Field>
        <Field label={t("Tyre size")} isOptional error={errors.tire_size}>
          {(control) => (
            <input
              {...control}
              name="tire_size"
              defaultValue={vehicle?.tire_size ?? ""}
              placeholder="35x12.50R17"
              autoComplete="off"
              className={controlClassName(Boolean(errors.tire_size))}
            />
          )}
        </Field>
        {measurements(t).map(({ name, label, ...rest }) => (
          <Field
            key={name}
            label={`${label} (${MEASURE_UNIT[units]})`}
            isOptional
            hint={"hint" in rest ? rest.hint : undefined}
            error={errors[name]}
          >
            {(control) => (
              <input
                {...control}
                name={name}
                inputMode="decimal"
                defaultValue={shownMeasurement(vehicle?.[name] ?? null, units)}
                autoComplete="off"
                className={controlClassName(Boolean(errors[name]))}
              />
            )}
          </Field>
        ))}
      </div>
      <p className="text-sm text-grey">
        {t("Width, height, wheelbase, ground clearance and lift let trail pages tell you whether a trail fits this rig.")}
      </p>
      <label className="flex items-center gap-3 font-semibold text-dark-grey">
        <input
          type="checkbox"
          name="is_primary"
          defaultChecked={vehicle?.is_primary ?? false}
          className="size-5 accent-brand-green-dark"
        />
        {t("My primary rig")}
      </label>
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSaving}>
          {isSaving && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {vehicle ? t("Save rig") : t("Add rig")}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t("Cancel")}
        </Button>
      </div>
    </form>
  );
}
