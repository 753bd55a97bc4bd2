// Finds, before rendering, whether a page path may be rendered once for a whole tier of readers:
// the deepest route it matches declares it with its handle (shared/domain/page-sharing.ts).
import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { isSharedWithinTier } from "../../shared/domain/page-sharing";

type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;

/** The build's flat route manifest as the nested route objects `matchRoutes` walks. */
function routeTree(manifest: ServerBuild["routes"]): RouteObject[] {
  const routes = Object.values(manifest).filter((route): route is ManifestRoute => route != null);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route): RouteObject => {
        const common = { id: route.id, path: route.path, caseSensitive: route.caseSensitive, handle: route.module.handle };
        return route.index ? { ...common, index: true } : { ...common, children: childrenOf(route.id) };
      });
  return childrenOf(undefined);
}

export type PageSharing = (pathname: string) => boolean;

/**
 * Paths whose answer is kept: `matchRoutes` flattens and ranks the whole route table on every call
 * (about 0.6 ms here), and the answer for a path never changes while the build runs.
 */
const REMEMBERED_PATHS = 5_000;

export function createPageSharing(build: ServerBuild): PageSharing {
  const tree = routeTree(build.routes);
  const answers = new LRUCache<string, boolean>({ max: REMEMBERED_PATHS });
  const isShared = (pathname: string) => {
    const deepest = matchRoutes(tree, pathname, build.basename)?.at(-1);
    return deepest != null && isSharedWithinTier(deepest.route.handle);
  };
  return (pathname) => {
    // A client navigation's data request answers for the signed-in reader alone.
    if (pathname.endsWith(".data")) return false;
    let answer = answers.get(pathname);
    if (answer === undefined) {
      answer = isShared(pathname);
      answers.set(pathname, answer);
    }
    return answer;
  };
}
