import type { MetaDescriptor } from "react-router";
import type { ScoutRoute } from "../../../shared/contracts/scout-route.contract";
import type { ScoutRoutePageData } from "./load-scout-route-page.server";
import { metaTranslator } from "../../lib/i18n";
import { ENGLISH, guideMetaTags, SITE_NAME, type MetaMatches } from "./guide-meta";

/** The page's description: length, difficulty and place, then the teaser; at most 300 characters. */
export function scoutRouteDescription(route: ScoutRoute, { t } = ENGLISH): string {
  const summary = t("{title}: a {length} mi {difficulty} off-road scout route near {town}, {state}.", {
    title: route.title,
    length: route.length,
    difficulty: t(route.difficulty_props.label).toLowerCase(),
    town: route.nearest_town_name,
    state: route.state.title,
  });
  return `${summary} ${route.teaser}`.slice(0, 300);
}

/** The scout route page's tags, in the page's language, whichever URL rendered the page. */
export function scoutRouteMeta(data: ScoutRoutePageData | undefined, matches: MetaMatches = []): MetaDescriptor[] {
  const translation = metaTranslator(matches);
  const { t } = translation;
  if (!data) return [{ title: `${t("Scout route not found")} | ${SITE_NAME}` }];
  const { route } = data;
  const place = { title: route.title, town: route.nearest_town_name, state: route.state.title };
  return guideMetaTags(
    {
      ...data,
      title: `${t("{title} - Scout Route near {town}, {state}", place)} | ${SITE_NAME}`,
      description: scoutRouteDescription(route, translation),
      hero: route.hero_file_name,
    },
    translation,
  );
}
