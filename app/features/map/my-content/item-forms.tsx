// The forms that name and describe a track or waypoint, for a new one and for editing.
import { useState, type FormEvent } from "react";
import {
  TRACK_COLORS,
  USER_CONTENT_LIMITS,
  WAYPOINT_ICONS,
  type TrackColor,
  type WaypointIcon,
} from "../../../../shared/contracts/user-content.contract";
import { buttonClassName } from "../../../components/ui/button";
import { controlClassName, Field, LABEL_CLASSES, SelectField, TextField } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import { useT } from "../../../lib/i18n";
import type { Translator } from "../../../../shared/i18n/translator";

const colorNames = (t: Translator["t"]): Record<TrackColor, string> => ({
  "#FF69B4": t("Pink"),
  "#028AD7": t("Blue"),
  "#399924": t("Green"),
  "#F7941D": t("Orange"),
  "#DD0426": t("Red"),
  "#5C0099": t("Purple"),
  "#202020": t("Black"),
});

const iconLabels = (t: Translator["t"]): Record<WaypointIcon, string> => ({
  pin: t("Pin"),
  camp: t("Camp"),
  trailhead: t("Trailhead"),
  viewpoint: t("Viewpoint"),
  water: t("Water"),
  fuel: t("Fuel"),
  parking: t("Parking"),
  hazard: t("Hazard"),
  gate: t("Gate"),
  photo: t("Photo"),
});

export interface TrackFields {
  name: string;
  notes: string;
  color: TrackColor;
}

export interface WaypointFields {
  name: string;
  notes: string;
  icon: WaypointIcon;
}

interface FormProps<T> {
  initial: T;
  submitLabel: string;
  /** Resolves when saved; a thrown error's message is shown in the form. */
  onSubmit: (fields: T) => Promise<void>;
  onCancel: () => void;
  /** What the form is about, shown above the fields (a length, a position). */
  summary?: string;
}

function useSubmit<T>(onSubmit: (fields: T) => Promise<void>) {
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent, fields: T) => {
    event.preventDefault();
    setIsSaving(true);
    setError(null);
    try {
      await onSubmit(fields);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setIsSaving(false);
    }
  };
  return { isSaving, error, submit };
}

function FormButtons({ isSaving, submitLabel, onCancel }: { isSaving: boolean; submitLabel: string; onCancel: () => void }) {
  const { t } = useT();
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" disabled={isSaving} className={buttonClassName({ size: "sm" })}>
        {isSaving ? t("Saving…") : submitLabel}
      </button>
      <button type="button" onClick={onCancel} className={buttonClassName({ variant: "secondary", size: "sm" })}>
        {t("Cancel")}
      </button>
    </div>
  );
}

function NameAndNotes({
  name,
  notes,
  setName,
  setNotes,
}: {
  name: string;
  notes: string;
  setName: (v: string) => void;
  setNotes: (v: string) => void;
}) {
  const { t } = useT();
  return (
    <>
      <TextField
        label={t("Name")}
        required
        maxLength={USER_CONTENT_LIMITS.nameMaxLength}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Field label={t("Notes")}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={USER_CONTENT_LIMITS.notesMaxLength}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            className={controlClassName(false, "py-2")}
          />
        )}
      </Field>
    </>
  );
}

export function TrackForm({ initial, submitLabel, onSubmit, onCancel, summary }: FormProps<TrackFields>) {
  const [name, setName] = useState(initial.name);
  const [notes, setNotes] = useState(initial.notes);
  const [color, setColor] = useState(initial.color);
  const { isSaving, error, submit } = useSubmit(onSubmit);
  const { t } = useT();
  return (
    <form aria-label={t("Track details")} onSubmit={(event) => void submit(event, { name, notes, color })} className="space-y-3">
      {summary && <p className="text-sm text-grey tabular-nums">{summary}</p>}
      <NameAndNotes name={name} notes={notes} setName={setName} setNotes={setNotes} />
      <fieldset className="space-y-1">
        <legend className={LABEL_CLASSES}>{t("Colour")}</legend>
        <div className="flex flex-wrap gap-2">
          {TRACK_COLORS.map((option) => (
            <label key={option} className="cursor-pointer">
              <input
                type="radio"
                name="color"
                value={option}
                checked={color === option}
                onChange={() => setColor(option)}
                className="peer sr-only"
              />
              <span
                className="block size-8 rounded-full border-2 border-white shadow ring-2 ring-transparent peer-checked:ring-dark-grey peer-focus-visible:ring-brand-blue"
                style={{ backgroundColor: option }}
              />
              <span className="sr-only">{colorNames(t)[option]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormAlert message={error} />
      <FormButtons isSaving={isSaving} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}

export function WaypointForm({ initial, submitLabel, onSubmit, onCancel, summary }: FormProps<WaypointFields>) {
  const [name, setName] = useState(initial.name);
  const [notes, setNotes] = useState(initial.notes);
  const [icon, setIcon] = useState<WaypointIcon>(initial.icon);
  const { isSaving, error, submit } = useSubmit(onSubmit);
  const { t } = useT();
  return (
    <form
      aria-label={t("Waypoint details")}
      onSubmit={(event) => void submit(event, { name, notes, icon })}
      className="space-y-3"
    >
      {summary && <p className="text-sm text-grey tabular-nums">{summary}</p>}
      <NameAndNotes name={name} notes={notes} setName={setName} setNotes={setNotes} />
      <SelectField label={t("Icon")} value={icon} onChange={(event) => setIcon(event.target.value as WaypointIcon)}>
        {WAYPOINT_ICONS.map((option) => (
          <option key={option} value={option}>
            {iconLabels(t)[option]}
          </option>
        ))}
      </SelectField>
      <FormAlert message={error} />
      <FormButtons isSaving={isSaving} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
