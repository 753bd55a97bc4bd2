// An ORV park: where it is, its size, length of trails, fees, season and website, the description,
// and the best-rated trails around it.
import { Globe, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import type { GuideCard, OrvParkDetail } from "../../../shared/contracts/places.contract";
import { DescriptionHtml } from "../../components/guide-card/description-html";
import { GuideCardList } from "../../components/guide-card/guide-card";
import { EmptyNote, PlaceHero, PlaceSection } from "../../components/guide-card/place-page";
import { ExternalLink } from "../../components/ui/external-link";
import { useT } from "../../lib/i18n";
import { useMeasures } from "../../lib/session";
import { NEARBY_TRAIL_MILES } from "./nearby";
import { orvParkCrumbs } from "./orv-park-meta";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg bg-neutral-50 p-4">
      <dt className="text-xs font-semibold tracking-wide text-grey uppercase">{label}</dt>
      <dd className="mt-1 font-semibold break-words text-dark-grey tabular-nums">{children}</dd>
    </div>
  );
}

export function OrvParkPage({ park, nearbyTrails }: { park: OrvParkDetail; nearbyTrails: GuideCard[] }) {
  const measure = useMeasures();
  const { t, plural } = useT();
  const notListed = t("Not listed");
  const place = { park: park.title };
  return (
    <article aria-labelledby="place-title">
      <PlaceHero
        crumbs={orvParkCrumbs(park).map((crumb) => ({ ...crumb, name: t(crumb.name) }))}
        title={park.title}
        photo={park.hero_photo}
        subtitle={
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-5 shrink-0" />
            {t("Near {town}, {state}", { town: park.nearest_town_name, state: park.state.title })}
          </span>
        }
      />

      <PlaceSection id="park-facts-title" title={t("Park facts")}>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Fact label={t("Location")}>
            {park.nearest_town_name}
            {park.county_name ? `, ${park.county_name}` : ""}, {park.state.code}
          </Fact>
          <Fact label={t("Acreage")}>
            {park.acreage === null ? notListed : plural(park.acreage, "{count} acre", "{count} acres")}
          </Fact>
          <Fact label={t("Trails")}>{park.trail_miles === null ? notListed : measure.distance(park.trail_miles)}</Fact>
          <Fact label={t("Season")}>{park.season ?? notListed}</Fact>
          <Fact label={t("Fees")}>{park.fees ?? notListed}</Fact>
          <Fact label={t("Coordinates")}>
            {park.latitude.toFixed(4)}, {park.longitude.toFixed(4)}
          </Fact>
        </dl>
        {park.website_url && (
          <p className="mt-4">
            <ExternalLink
              href={park.website_url}
              className="inline-flex items-center gap-1.5 font-semibold text-brand-green-dark underline-offset-2 hover:underline"
            >
              <Globe aria-hidden="true" className="size-4" />
              {t("Park website")}
            </ExternalLink>
          </p>
        )}
      </PlaceSection>

      {park.description_html && (
        <PlaceSection id="park-about-title" title={t("About {park}", place)}>
          <DescriptionHtml html={park.description_html} />
        </PlaceSection>
      )}

      <PlaceSection
        id="nearby-trails-title"
        title={t("Nearby trails")}
        intro={t("Trail guides within {distance}, best rated first.", { distance: measure.distance(NEARBY_TRAIL_MILES) })}
      >
        {nearbyTrails.length === 0 ? (
          <EmptyNote>{t("No trail guides near {park} yet. See the state page for more trails.", place)}</EmptyNote>
        ) : (
          <GuideCardList guides={nearbyTrails} label={t("Trails near {park}", place)} />
        )}
      </PlaceSection>
    </article>
  );
}
