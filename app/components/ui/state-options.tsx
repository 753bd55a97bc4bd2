// The options of a state select: the states and provinces grouped by country, by title. The value is
// the title (a home state) or the code (a guide's state).
import type { State } from "../../../shared/contracts/site.contract";
import type { StateMenuGroup } from "../../../shared/domain/states-menu";

export function StateOptions({ groups, valueKey = "title" }: { groups: StateMenuGroup<State>[]; valueKey?: "title" | "code" }) {
  return (
    <>
      <option value="">Choose a state</option>
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
