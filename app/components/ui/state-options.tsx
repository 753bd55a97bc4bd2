// The options of a state select: the states and provinces grouped by country, by title. A home-state
// select sends the title; a select that names a state to the API sends its code.
import type { State } from "../../../shared/contracts/site.contract";
import type { StateMenuGroup } from "../../../shared/domain/states-menu";

interface StateOptionsProps {
  groups: StateMenuGroup<State>[];
  valueKey?: "title" | "code";
  placeholder?: string;
}

export function StateOptions({ groups, valueKey = "title", placeholder = "Choose a state" }: StateOptionsProps) {
  return (
    <>
      <option value="">{placeholder}</option>
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.options.map((state) => (
            <option key={state.code} value={state[valueKey]}>
              {state.title}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
