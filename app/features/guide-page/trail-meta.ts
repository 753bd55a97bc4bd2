import type { MetaDescriptor } from "react-router";
import { formatTechnicalRating } from "../../../shared/domain/difficulty";
import type { Trail } from "../../../shared/contracts/trail.contract";
import { metaTranslator } from "../../lib/i18n";
import { ENGLISH, guideMetaTags, SITE_NAME, type MetaMatches } from "./guide-meta";
import type { TrailPageData } from "./load-trail-page.server";

/** The page's description: length, difficulty, rating and place, then the teaser; at most 300 characters. */
export function trailDescription(trail: Trail, { t } = ENGLISH): string {
  const rating = formatTechnicalRating(trail.technical_rating_low, trail.technical_rating_high);
  const values = {
    title: trail.title,
    length: trail.length,
    difficulty: t(trail.difficulty_props.label).toLowerCase(),
    rating: rating ?? "",
    town: trail.nearest_town_name,
    state: trail.state.title,
  };
  const summary = rating
    ? t("{title}: a {length} mi {difficulty} off-road trail rated {rating} near {town}, {state}.", values)
    : t("{title}: a {length} mi {difficulty} off-road trail near {town}, {state}.", values);
  return `${summary} ${trail.teaser}`.slice(0, 300);
}

/** The trail page's tags, in the page's language, whichever URL rendered the page. */
export function trailMeta(data: TrailPageData | undefined, matches: MetaMatches = []): MetaDescriptor[] {
  const translation = metaTranslator(matches);
  const { t } = translation;
  if (!data) return [{ title: `${t("Trail not found")} | ${SITE_NAME}` }];
  const { trail } = data;
  const place = { title: trail.title, town: trail.nearest_town_name, state: trail.state.title };
  return guideMetaTags(
    {
      ...data,
      title: `${t("{title} - Off-Road Trail near {town}, {state}", place)} | ${SITE_NAME}`,
      description: trailDescription(trail, translation),
      hero: trail.hero_file_name,
    },
    translation,
  );
}
