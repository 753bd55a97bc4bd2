// /suggest-edit?trail={id} or ?scout_route={id} (signed in; signed out, log in first): the form for a
// correction to a guide the reader may read; any other guide is a 404 (ADR 0043).
import { z } from "zod";
import { ROUTE_RULES } from "../../shared/domain/access";
import { SuggestEditPage } from "../features/requests/suggest-edit-page";
import { pageLoader } from "../lib/page-access.server";
import { pageNotFound } from "../lib/page-not-found";
import { metaTranslator } from "../lib/i18n";
import type { Route } from "./+types/suggest-edit";

const guideId = z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined);
const subjectSchema = z.object({ trail: guideId, scout_route: guideId });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t } = metaTranslator(matches);
  return [
    {
      title: loaderData
        ? `${t("Suggest an edit to {title}", { title: loaderData.guide.title })} | Trailguide`
        : t("Page not found"),
    },
    { name: "robots", content: "noindex" },
  ];
};

export const loader = pageLoader(ROUTE_RULES.signedIn, async ({ request, context }: Route.LoaderArgs, user) => {
  const query = new URL(request.url).searchParams;
  const subject = subjectSchema.parse({
    trail: query.get("trail") ?? undefined,
    scout_route: query.get("scout_route") ?? undefined,
  });
  const guide = await context.services.requests.suggestionSubject(user, subject);
  if (!guide) throw pageNotFound(request);
  return { guide };
});

export default function SuggestEditRoute({ loaderData }: Route.ComponentProps) {
  return <SuggestEditPage guide={loaderData.guide} />;
}
