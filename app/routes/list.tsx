// /lists/{uuid} (spec §2.2 "List detail; HO"): one list; unknown or someone else's private list is a 404.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { z } from "zod";
import { mayOnList } from "../../shared/domain/access";
import { ListDetailPage } from "../features/lists/list-detail-page";
import { pageNotFound } from "../lib/page-not-found";
import { orPageNotFound } from "../lib/service-errors.server";
import type { Route } from "./+types/list";
import { metaTranslator } from "../lib/i18n";

export const loader = pageLoader(ROUTE_RULES.listReader, async ({ params, request, context }: Route.LoaderArgs) => {
  if (!z.uuid().safeParse(params.uuid).success) throw pageNotFound(request);
  const list = await orPageNotFound(request, context.services.lists.getList(params.uuid, context.user));
  const sharing = mayOnList("see_members", list.relation, list.is_public)
    ? await context.services.listSharing.listMembers(params.uuid, context.user)
    : null;
  return { list, sharing };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: loaderData ? `${loaderData.list.name} | Trailguide` : metaTranslator(matches).t("Page not found") },
  { name: "robots", content: "noindex" },
];

export default function ListRoute({ loaderData }: Route.ComponentProps) {
  return <ListDetailPage list={loaderData.list} sharing={loaderData.sharing} />;
}
