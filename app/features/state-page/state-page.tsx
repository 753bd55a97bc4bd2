// The state page: where the state is, and its towns with their counties (real gazetteer data).
import { ChevronRight, MapPin } from "lucide-react";
import { Link } from "react-router";
import type { State, Town } from "../../../shared/contracts/site.contract";
import { COUNTRY_LABELS } from "../../../shared/domain/countries";
import { countyLabel } from "./county-label";

export interface StatePageProps {
  state: State;
  towns: Town[];
  townCount: number;
}

export function StatePage({ state, towns, townCount }: StatePageProps) {
  const country = COUNTRY_LABELS[state.country_code];
  return (
    <article aria-labelledby="state-title">
      <header className="bg-dark-grey text-white">
        <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-white/80">
              <li>
                <Link to="/" className="underline-offset-2 hover:underline">
                  Home
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
              <li>
                <abbr title={country} className="no-underline">
                  {state.country_code}
                </abbr>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
              <li aria-current="page">{state.title}</li>
            </ol>
          </nav>
          <h1 id="state-title" className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {state.title}
          </h1>
          <p className="mt-2 text-lg text-white/85">{country}</p>
        </div>
      </header>

      <section aria-labelledby="towns-title" className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
        <h2 id="towns-title" className="text-2xl font-bold tracking-tight">
          Towns and cities
        </h2>
        <p className="mt-1 text-grey">
          {townCount > towns.length
            ? `The first ${towns.length} of ${townCount.toLocaleString("en-US")}, A to Z.`
            : `${townCount.toLocaleString("en-US")} in ${state.title}.`}
        </p>
        {towns.length === 0 ? (
          <p className="mt-6 rounded-lg bg-neutral-50 p-5 text-grey">No towns are listed for {state.title} yet.</p>
        ) : (
          // Columns rather than a grid, so the A to Z list reads down each column.
          <ul className="mt-6 gap-x-8 sm:columns-2 lg:columns-3">
            {towns.map((town) => (
              <TownItem key={town.slug} town={town} countryCode={state.country_code} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

function TownItem({ town, countryCode }: { town: Town; countryCode: string }) {
  const county = countyLabel(town.county_name, countryCode);
  return (
    <li className="flex break-inside-avoid items-start gap-2 border-b border-grey/10 py-2.5">
      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-green-dark" />
      <span>
        <span className="font-medium text-dark-grey">{town.name}</span>
        {county && <span className="text-grey"> ({county})</span>}
      </span>
    </li>
  );
}
