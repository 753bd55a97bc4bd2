// How trails are rated: the 1-10 technical scale in five levels, and the points of concern.
import { Link } from "react-router";
import { DIFFICULTY_LEVELS, POINTS_OF_CONCERN, type DifficultyLabel } from "../../../shared/domain/difficulty";
import { Breadcrumbs } from "../../components/article/breadcrumbs";
import type { Translator } from "../../../shared/i18n/translator";
import { useT } from "../../lib/i18n";

const levelDescriptions = (t: Translator["t"]): Record<DifficultyLabel, string> => ({
  Easy: t(
    "Graded dirt and gravel roads. Any high-clearance vehicle can drive them in good weather; four-wheel drive is rarely needed.",
  ),
  Moderate: t(
    "Rougher roads with ruts, loose rock and small ledges. Four-wheel drive and good clearance are recommended; stock SUVs and trucks usually make it.",
  ),
  Difficult: t(
    "Steep climbs, rock steps and off-camber sections. Expect to need low range, careful tyre placement and all-terrain tyres; a spotter helps.",
  ),
  Severe: t(
    "Large rocks, deep ruts and tight lines where body damage is possible. Lockers, lift and armour are recommended; experience is required.",
  ),
  Extreme: t(
    "The hardest trails: ledges, boulder fields and obstacles that can break parts or roll a vehicle. Built rigs, winches and experienced groups only.",
  ),
});

export function TechnicalRatingsPage() {
  const { t } = useT();
  const descriptions = levelDescriptions(t);
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
      <Breadcrumbs crumbs={[{ label: t("Technical ratings") }]} />
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight">{t("Technical ratings")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-grey">
        {t(
          "Every Trailguide trail has a technical rating from 1 to 10, set by the scout who drove it and checked by our editors. A trail with a range, such as 4-6, has easier and harder sections; plan for the higher number.",
        )}
      </p>

      <section aria-labelledby="scale-title" className="mt-10">
        <h2 id="scale-title" className="text-2xl font-bold tracking-tight">
          {t("The 1-10 scale")}
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {DIFFICULTY_LEVELS.map((level) => (
            <li
              key={level.label}
              data-testid="difficulty-level"
              className="flex flex-col overflow-hidden rounded-xl border border-grey/15 bg-white shadow-sm"
            >
              <div aria-hidden="true" className="h-2" style={{ backgroundColor: level.color }} />
              <div className="flex flex-1 flex-col gap-2 p-5">
                <div className="flex flex-wrap items-center gap-3">
                  <span className="inline-flex items-center gap-2 rounded-full border border-grey/20 px-3 py-1 text-sm font-bold">
                    <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: level.color }} />
                    {t(level.label)}
                  </span>
                  <span className="text-sm font-semibold text-grey tabular-nums">
                    {t("Rated {min}-{max}", { min: level.min, max: level.max })}
                  </span>
                </div>
                <p className="text-grey">{descriptions[level.label]}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-sm text-grey">
          {t("Routes that have not been rated yet are drawn in pink on the map until a scout rates them.")}
        </p>
      </section>

      <section aria-labelledby="concerns-title" className="mt-12">
        <h2 id="concerns-title" className="text-2xl font-bold tracking-tight">
          {t("Points of Concern")}
        </h2>
        <p className="mt-3 max-w-3xl text-grey">
          {t(
            "A rating says how hard a trail is; points of concern say what kind of hard. Guides list the ones a driver should know about before setting out.",
          )}
        </p>
        <ul className="mt-6 flex flex-wrap gap-2">
          {POINTS_OF_CONCERN.map((concern) => (
            <li key={concern} className="rounded-full bg-neutral-100 px-3 py-1.5 text-sm font-medium text-dark-grey">
              {t(concern)}
            </li>
          ))}
        </ul>
      </section>

      <p className="mt-12 text-grey">
        {t("Ready to try the hardest ones? See the")}{" "}
        <Link to="/badge-of-honor" className="font-medium text-dark-grey underline">
          {t("Badge of Honor")}
        </Link>{" "}
        {t("programme.")}
      </p>
    </div>
  );
}
