// The options of a home-state select: the states and provinces grouped by country, by title.
import type { State } from "../../../shared/contracts/site.contract";
import type { StateMenuGroup } from "../../../shared/domain/states-menu";

export function StateOptions({ groups }: { groups: StateMenuGroup<State>[] }) {
  return (
    <>
      <option value="">Choose a state</option>
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.options.map((state) => (
            <option key={state.code} value={state.title}>
              {state.title}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
