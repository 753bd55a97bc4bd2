// /scout-routes/{id}/edit and /{country}/{slug}/scout-routes/{id}/edit (spec §2.2, issue "Authoring"):
// SCOUT or greater, then the service's canEditScoutRoute; a guide this editor may not edit is a 404.
import { PRODUCT_NAME } from "../components/ui/logo";
import { GuideEditorPage } from "../features/guide-editor/guide-editor-page";
import { loadGuideEditor } from "../features/guide-editor/load-guide-editor.server";
import { parseGuideId } from "../features/guide-page/route-param";
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/scout-route-edit";

export const loader = pageLoader(ROUTE_RULES.guideEditor, ({ params, request, context }: Route.LoaderArgs, user) =>
  loadGuideEditor({ kind: "scout-route", id: parseGuideId(params.id), request, context, user }),
);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Edit ${loaderData.guide.title} | ${PRODUCT_NAME}` : "Page not found" },
  { name: "robots", content: "noindex" },
];

export default function ScoutRouteEditRoute({ loaderData }: Route.ComponentProps) {
  return <GuideEditorPage key={loaderData.guide.id} guide={loaderData.guide} />;
}
