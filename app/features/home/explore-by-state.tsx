// "Explore by state": the states that have content, grouped by country like the header's menu.
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import { stateHref, type MenuState, type StateMenuGroup } from "../../../shared/domain/states-menu";

export function ExploreByState({ groups }: { groups: StateMenuGroup<MenuState>[] }) {
  const { t } = useT();
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="explore-title" className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6">
      <h2 id="explore-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t("Explore by state")}
      </h2>
      <p className="mt-2 text-grey">{t("Trails, scout routes and ORV parks, state by state.")}</p>
      <div className="mt-8 space-y-8">
        {groups.map((group) => (
          <div key={group.label}>
            <h3 className="text-sm font-semibold tracking-wide text-grey uppercase">{t(group.label)}</h3>
            <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
              {group.options.map((state) => (
                <li key={state.code}>
                  <Link
                    to={stateHref(state)}
                    className="group flex min-h-11 items-center justify-between gap-2 rounded-lg border border-grey/15 bg-white px-4 py-2.5 font-medium text-dark-grey transition-colors hover:border-brand-green hover:bg-brand-green/5"
                  >
                    {state.title}
                    <ChevronRight
                      aria-hidden="true"
                      className="size-4 shrink-0 text-limited-grey group-hover:text-brand-green-dark"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
