// The guide editor's building blocks: a titled section, a text field bound to the editor's values,
// a 1-10 rating and a set of checkboxes.
import { useId, type ReactNode } from "react";
import { SelectField, TextField } from "../../components/ui/field";
import type { FieldErrors } from "../../lib/field-errors";
import type { EditorValues, ValuesPatch } from "./editor-form";

const RATINGS = Array.from({ length: 10 }, (_, index) => index + 1);

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-grey/20 bg-white p-4 shadow-sm md:p-6">
      <h2 id={id} className="mb-4 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

type TextFieldName = "title" | "nearest_town_name" | "county_name" | "road_condition" | "permit_information_link" | "season";

interface EditorTextFieldProps {
  label: string;
  name: TextFieldName;
  values: EditorValues;
  errors: FieldErrors;
  update: (patch: ValuesPatch) => void;
  type?: "text" | "url";
  isOptional?: boolean;
  className?: string;
}

/** A text field of the guide, read from and written to the editor's values. */
export function EditorTextField({
  label,
  name,
  values,
  errors,
  update,
  type = "text",
  isOptional,
  className,
}: EditorTextFieldProps) {
  const value = (values as unknown as Record<TextFieldName, string | undefined>)[name] ?? "";
  return (
    <TextField
      label={label}
      error={errors[name]}
      isOptional={isOptional}
      fieldClassName={className}
      type={type}
      value={value}
      onChange={(event) => update({ [name]: event.target.value })}
    />
  );
}

interface RatingFieldProps {
  label: string;
  value: number | null;
  error?: string;
  onChange: (value: number | null) => void;
}

export function RatingField({ label, value, error, onChange }: RatingFieldProps) {
  return (
    <SelectField
      label={label}
      error={error}
      value={value ?? ""}
      onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
    >
      <option value="">Not rated</option>
      {RATINGS.map((rating) => (
        <option key={rating} value={rating}>
          {rating}
        </option>
      ))}
    </SelectField>
  );
}

interface ChoicesProps {
  legend: string;
  options: readonly string[];
  chosen: readonly string[];
  error?: string;
  onChange: (chosen: string[]) => void;
}

export function Choices({ legend, options, chosen, error, onChange }: ChoicesProps) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-3">
        {options.map((option) => (
          <Checkbox
            key={option}
            label={option}
            checked={chosen.includes(option)}
            onChange={(isChecked) => onChange(isChecked ? [...chosen, option] : chosen.filter((item) => item !== option))}
          />
        ))}
      </div>
      {error && <p className="mt-2 text-sm font-medium text-brand-red">{error}</p>}
    </fieldset>
  );
}

function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-9 items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-brand-green-dark"
      />
      {label}
    </label>
  );
}
