// After the server changed what the reader's token carries (membership, name): fresh tokens, then a
// new render of the page data so the header shows the change at once.
import { useCallback } from "react";
import { useRevalidator } from "react-router";
import { refreshTokens } from "./api-client";

export function useRefreshSession(): () => Promise<void> {
  const revalidator = useRevalidator();
  return useCallback(async () => {
    await refreshTokens().catch(() => false);
    await revalidator.revalidate();
  }, [revalidator]);
}
