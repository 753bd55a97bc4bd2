// /orv-parks/{slug} when parks of different states share the slug: the reader picks the park by its
// state, each link going to its full address (/{country}/{state}/orv-parks/{slug}).
import { MapPin } from "lucide-react";
import { Link, type MetaDescriptor } from "react-router";
import type { OrvParkCard } from "../../../shared/contracts/places.contract";
import { orvParkPath } from "../../components/guide-card/card-links";
import { PlaceHero } from "../../components/guide-card/place-page";
import { metaTranslator, useT } from "../../lib/i18n";

/** Not a page of its own for search engines: each park's own page is. */
export function orvParkChoicesMeta(
  parks: readonly OrvParkCard[],
  matches: Parameters<typeof metaTranslator>[0],
): MetaDescriptor[] {
  const { t } = metaTranslator(matches);
  return [
    { title: `${t("ORV parks named {park}", { park: parks[0]?.title ?? "" })} | Trailguide` },
    { name: "robots", content: "noindex" },
  ];
}

export function OrvParkChoices({ parks }: { parks: readonly OrvParkCard[] }) {
  const { t } = useT();
  const title = parks[0]?.title ?? "";
  return (
    <article aria-labelledby="place-title">
      <PlaceHero
        crumbs={[{ name: t("Home"), path: "/" }, { name: title }]}
        title={title}
        subtitle={t("More than one ORV park has this name. Which one do you mean?")}
      />
      <section className="mx-auto max-w-[1200px] px-4 py-8 sm:px-6">
        <ul aria-label={t("ORV parks named {park}", { park: title })} className="grid gap-3 sm:grid-cols-2">
          {parks.map((park) => (
            <li key={park.id} className="rounded-lg border border-grey/20 bg-white p-4 shadow-sm">
              <Link
                to={orvParkPath(park)}
                className="block text-lg font-bold text-brand-green-dark underline-offset-2 hover:underline"
              >
                {t("{park} in {state}", { park: park.title, state: park.state.title })}
              </Link>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-grey">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {t("Near {town}, {state}", { town: park.nearest_town_name, state: park.state.title })}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
