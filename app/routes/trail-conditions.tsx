// /trails/{id}/conditions and /{country}/{slug}/trails/{id}/conditions: a trail's recent condition
// reports (ADR 0060) under the guide's paywall, and for paid members the form to report what they found.
import { redirect } from "react-router";
import { canReportConditions, ROUTE_RULES } from "../../shared/domain/access";
import { PRODUCT_NAME } from "../components/ui/logo";
import { TrailConditionsPage } from "../features/trail-conditions/trail-conditions-page";
import { metaTranslator } from "../lib/i18n";
import { pageLoader } from "../lib/page-access.server";
import { pageNotFound } from "../lib/page-not-found";
import { orPageNotFound } from "../lib/service-errors.server";
import { loginPathReturningTo } from "../lib/session";
import type { Route } from "./+types/trail-conditions";

function parseId(param: string | undefined): number | null {
  const [idText = ""] = (param ?? "").split("-", 1);
  if (!/^\d+$/.test(idText)) return null;
  const id = Number(idText);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const loader = pageLoader(ROUTE_RULES.guideReader, async ({ request, params, context }: Route.LoaderArgs) => {
  const { services, user } = context;
  const id = parseId(params.id);
  if (id == null) throw pageNotFound(request);
  const trail = await orPageNotFound(request, services.guides.getTrail(id, user));
  const trailPath = `/${trail.state.country_code}/${trail.state.slug}/trails/${trail.slug}`;
  if (trail.access !== "full") {
    const { pathname } = new URL(request.url);
    throw redirect(user ? trailPath : loginPathReturningTo(pathname));
  }
  if (params.country !== trail.state.country_code || params.slug !== trail.state.slug) {
    throw redirect(`${trailPath}/conditions`, 301);
  }
  const recent = await orPageNotFound(request, services.conditionReports.recent(user, id));
  return { trail: { id, title: trail.title, path: trailPath }, recent, canReport: canReportConditions(user) };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t } = metaTranslator(matches);
  const title = loaderData ? t("Trail conditions: {title}", { title: loaderData.trail.title }) : t("Trail conditions");
  return [{ title: `${title} | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
};

export default function TrailConditionsRoute({ loaderData }: Route.ComponentProps) {
  return <TrailConditionsPage {...loaderData} />;
}
