import { useRouteLoaderData } from "react-router";
import type { loader } from "../root";

/** Data every page shares: the client config, the States menu, the unread-announcement count and the expected top banner. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("Root data is missing");
  return data;
}
