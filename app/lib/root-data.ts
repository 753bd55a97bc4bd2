import { useRouteLoaderData } from "react-router";
import type { loader } from "../root";

export type RootData = NonNullable<ReturnType<typeof useRouteLoaderData<typeof loader>>>;

/** Data every page shares: the client config, the States menu, the unread-announcement count and the expected top banner. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("Root data is missing");
  return data;
}
