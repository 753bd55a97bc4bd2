// The trip's vehicle class and dates, and whether roads with no designated vehicle use may be driven.
import { PLANNER_VEHICLE_CLASSES, type PlannerVehicleClass } from "../../../../shared/domain/route-legality";
import { controlClassName, Field } from "../../../components/ui/field";
import { useT } from "../../../lib/i18n";
import type { Translator } from "../../../../shared/i18n/translator";
import type { TripSettings } from "./use-trip-plan";

export const vehicleClassLabels = (t: Translator["t"]): Record<PlannerVehicleClass, string> => ({
  "highway-legal": t("Highway-legal vehicle"),
  "high-clearance": t("High-clearance vehicle"),
  atv: t("ATV (50 inches or less)"),
  motorcycle: t("Motorcycle"),
  "side-by-side": t("Side-by-side (over 50 inches)"),
});

interface TripSettingsFieldsProps {
  settings: TripSettings;
  /** The primary rig the class was taken from, when there is one. */
  rigName: string | null;
  onChange: (patch: Partial<TripSettings>) => void;
}

export function TripSettingsFields({ settings, rigName, onChange }: TripSettingsFieldsProps) {
  const { t } = useT();
  const labels = vehicleClassLabels(t);
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{t("Vehicle and dates")}</legend>
      <Field label={t("Vehicle")} hint={rigName ? t("From your primary rig, {name}.", { name: rigName }) : undefined}>
        {(control) => (
          <select
            {...control}
            className={controlClassName(false, "h-11")}
            value={settings.vehicleClass}
            onChange={(event) => onChange({ vehicleClass: event.target.value as PlannerVehicleClass })}
          >
            {PLANNER_VEHICLE_CLASSES.map((vehicleClass) => (
              <option key={vehicleClass} value={vehicleClass}>
                {labels[vehicleClass]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t("From")}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={controlClassName(false, "h-11")}
              value={settings.startDate}
              onChange={(event) => event.target.value && onChange({ startDate: event.target.value })}
            />
          )}
        </Field>
        <Field label={t("To")}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={controlClassName(false, "h-11")}
              value={settings.endDate}
              min={settings.startDate}
              onChange={(event) => event.target.value && onChange({ endDate: event.target.value })}
            />
          )}
        </Field>
      </div>
      <label className="flex items-start gap-2 text-sm text-dark-grey">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={settings.allowUndesignated}
          onChange={(event) => onChange({ allowUndesignated: event.target.checked })}
        />
        <span>{t("Also use roads with no designated vehicle use (marked on the route)")}</span>
      </label>
    </fieldset>
  );
}
