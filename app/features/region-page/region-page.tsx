// A region of a state: its description and the trails and scout routes in it.
import type { GuideCard, RegionDetail } from "../../../shared/contracts/places.contract";
import { DescriptionHtml } from "../../components/guide-card/description-html";
import { GuideCardList } from "../../components/guide-card/guide-card";
import { EmptyNote, PlaceHero, PlaceSection } from "../../components/guide-card/place-page";
import { regionCrumbs } from "./region-meta";

interface Paged {
  count: number;
  results: GuideCard[];
}

const shownOf = ({ count, results }: Paged, noun: string) =>
  count > results.length ? `The best-rated ${results.length} of ${count} ${noun}.` : `${count} ${noun}, best rated first.`;

export function RegionPage({ region, trails, scoutRoutes }: { region: RegionDetail; trails: Paged; scoutRoutes: Paged }) {
  return (
    <article aria-labelledby="place-title">
      <PlaceHero
        crumbs={regionCrumbs(region)}
        title={region.title}
        subtitle={`A region of ${region.state.title}`}
        photo={trails.results[0]?.hero_photo}
      />
      {region.description_html && (
        <PlaceSection id="region-about-title" title={`About ${region.title}`}>
          <DescriptionHtml html={region.description_html} />
        </PlaceSection>
      )}
      <PlaceSection
        id="region-trails-title"
        title="Trails"
        intro={trails.count > 0 ? shownOf(trails, "trail guides") : undefined}
      >
        {trails.results.length === 0 ? (
          <EmptyNote>No trail guides in {region.title} yet. See the state page for trails nearby.</EmptyNote>
        ) : (
          <GuideCardList guides={trails.results} label={`Trails in ${region.title}`} />
        )}
      </PlaceSection>
      {scoutRoutes.results.length > 0 && (
        <PlaceSection id="region-scout-routes-title" title="Scout Routes" intro={shownOf(scoutRoutes, "scout routes")}>
          <GuideCardList guides={scoutRoutes.results} label={`Scout routes in ${region.title}`} />
        </PlaceSection>
      )}
    </article>
  );
}
