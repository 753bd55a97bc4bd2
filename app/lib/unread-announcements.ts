// The header's unread-announcement count (spec §2.5): rendered with the page for one reader, asked
// of the API once the reader is known on a page shared by a tier (ADR 0022).
import { useEffect, useState } from "react";
import type { UnreadCount } from "../../shared/contracts/site.contract";
import { apiFetch } from "./api-client";
import { useRootData } from "./root-data";
import { isTierStandIn, useSession } from "./session";

export function useUnreadAnnouncements(): number {
  const { unreadAnnouncements, isSharedByTier } = useRootData();
  const { user } = useSession();
  const [loaded, setLoaded] = useState<{ userId: string; count: number } | null>(null);
  const userId = user && !isTierStandIn(user) ? user.uuid : null;

  useEffect(() => {
    if (!isSharedByTier || !userId) return;
    const controller = new AbortController();
    apiFetch<UnreadCount>("/api/v2/announcements/unread-count/", { signal: controller.signal })
      .then((body) => setLoaded({ userId, count: body.unread_count }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [isSharedByTier, userId]);

  if (!isSharedByTier) return unreadAnnouncements;
  return loaded && loaded.userId === userId ? loaded.count : 0;
}
