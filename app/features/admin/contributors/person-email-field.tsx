// An e-mail field that suggests accounts as staff type a name or an address (a native datalist).
import { useId, useState } from "react";
import type { PersonChoice } from "../../../../shared/contracts/vendor.contract";
import { Field, controlClassName } from "../../../components/ui/field";
import { useChoices } from "./use-choices";

interface PersonEmailFieldProps {
  name: string;
  label: string;
  hint: string;
  error?: string;
  defaultValue?: string;
  isOptional?: boolean;
  /** Suggest only scouts, writers and staff. */
  contributorsOnly?: boolean;
}

export function PersonEmailField({
  name,
  label,
  hint,
  error,
  defaultValue,
  isOptional,
  contributorsOnly,
}: PersonEmailFieldProps) {
  const listId = useId();
  const [word, setWord] = useState("");
  const people = useChoices<PersonChoice>(`/api/v2/admin/choices/people/${contributorsOnly ? "?contributors=yes" : ""}`, word);
  return (
    <Field label={label} hint={hint} error={error} isOptional={isOptional}>
      {(control) => (
        <>
          <input
            {...control}
            name={name}
            type="text"
            inputMode="email"
            autoComplete="off"
            list={listId}
            defaultValue={defaultValue}
            onChange={(event) => setWord(event.currentTarget.value)}
            className={controlClassName(Boolean(error))}
          />
          <datalist id={listId}>
            {people.map((person) => (
              <option key={person.uuid} value={person.email}>
                {person.name} ({person.access_type.toLowerCase()})
              </option>
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}
