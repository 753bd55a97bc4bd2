// A region of a state: its description and the trails and scout routes in it.
import type { GuideCard, RegionDetail } from "../../../shared/contracts/places.contract";
import { DescriptionHtml } from "../../components/guide-card/description-html";
import { GuideCardList } from "../../components/guide-card/guide-card";
import { EmptyNote, PlaceHero, PlaceSection } from "../../components/guide-card/place-page";
import { useT } from "../../lib/i18n";
import { regionCrumbs } from "./region-meta";

interface Paged {
  count: number;
  results: GuideCard[];
}

export function RegionPage({ region, trails, scoutRoutes }: { region: RegionDetail; trails: Paged; scoutRoutes: Paged }) {
  const { t, plural, number } = useT();
  const place = { region: region.title };
  // "The best-rated 12 of 30 trail guides." or "3 trail guides, best rated first."
  const shownOf = ({ count, results }: Paged, guides: string) =>
    count > results.length
      ? t("The best-rated {shown} of {guides}.", { shown: number(results.length), guides })
      : t("{guides}, best rated first.", { guides });
  return (
    <article aria-labelledby="place-title">
      <PlaceHero
        crumbs={regionCrumbs(region).map((crumb) => ({ ...crumb, name: t(crumb.name) }))}
        title={region.title}
        subtitle={t("A region of {state}", { state: region.state.title })}
        photo={trails.results[0]?.hero_photo}
      />
      {region.description_html && (
        <PlaceSection id="region-about-title" title={t("About {region}", place)}>
          <DescriptionHtml html={region.description_html} />
        </PlaceSection>
      )}
      <PlaceSection
        id="region-trails-title"
        title={t("Trails")}
        intro={
          trails.count > 0 ? shownOf(trails, plural(trails.count, "{count} trail guide", "{count} trail guides")) : undefined
        }
      >
        {trails.results.length === 0 ? (
          <EmptyNote>{t("No trail guides in {region} yet. See the state page for trails nearby.", place)}</EmptyNote>
        ) : (
          <GuideCardList guides={trails.results} label={t("Trails in {region}", place)} />
        )}
      </PlaceSection>
      {scoutRoutes.results.length > 0 && (
        <PlaceSection
          id="region-scout-routes-title"
          title={t("Scout Routes")}
          intro={shownOf(scoutRoutes, plural(scoutRoutes.count, "{count} scout route", "{count} scout routes"))}
        >
          <GuideCardList guides={scoutRoutes.results} label={t("Scout routes in {region}", place)} />
        </PlaceSection>
      )}
    </article>
  );
}
