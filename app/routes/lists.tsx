// /lists (spec §2.2 "List index"): the signed-in user's lists; signed out, a prompt to log in.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { LIST_LIMITS } from "../../shared/domain/list-limits";
import { ListsIndexPage, ListsSignInPrompt } from "../features/lists/lists-index-page";
import type { Route } from "./+types/lists";
import { metaTranslator } from "../lib/i18n";

/** How many top-rated trails the page suggests. */
const IDEA_COUNT = 3;
/** Lists shared with the reader shown here, most recently joined first. */
const SHARED_LISTS_SHOWN = 100;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `${metaTranslator(matches).t("My Lists")} | Trailguide` }, { name: "robots", content: "noindex" }];
}

export const loader = pageLoader(ROUTE_RULES.anyone, async ({ context }: Route.LoaderArgs) => {
  const { user, services } = context;
  if (!user) return { isSignedIn: false as const };
  // An account keeps at most LIST_LIMITS.listsPerOwner lists, so one page holds them all.
  const [lists, shared, ideas] = await Promise.all([
    services.lists.listMyLists(user, { page: 1, pageSize: LIST_LIMITS.listsPerOwner }),
    services.listSharing.listSharedWithMe(user, { page: 1, pageSize: SHARED_LISTS_SHOWN }),
    services.places.listTrailCards({}, "rating", { page: 1, pageSize: IDEA_COUNT }),
  ]);
  return { isSignedIn: true as const, lists: lists.results, shared: shared.results, ideas: ideas.results };
});

export default function ListsRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.isSignedIn) return <ListsSignInPrompt />;
  return <ListsIndexPage lists={loaderData.lists} shared={loaderData.shared} ideas={loaderData.ideas} />;
}
