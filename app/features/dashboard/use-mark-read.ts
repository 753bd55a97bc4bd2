// Marking announcements read from the dashboard: the item turns read at once, the server is told,
// and the loaders run again so the header's unread badge follows.
import { useCallback, useState } from "react";
import { useRevalidator } from "react-router";
import type { Announcement } from "../../../shared/contracts/site.contract";
import { apiFetch } from "../../lib/api-client";

export const MARK_READ_FAILED = "We couldn't mark that as read. Please try again.";

export function useMarkRead() {
  const revalidator = useRevalidator();
  const [markedIds, setMarkedIds] = useState<ReadonlySet<number>>(() => new Set());
  const [allMarked, setAllMarked] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const isRead = useCallback(
    (announcement: Announcement) => allMarked || announcement.read_at !== null || markedIds.has(announcement.id),
    [allMarked, markedIds],
  );

  /** The unread total as the server last counted it, less what was just marked here. */
  const unreadAfterMarks = useCallback(
    (serverUnread: number, shown: Announcement[]) =>
      allMarked ? 0 : Math.max(0, serverUnread - shown.filter((a) => a.read_at === null && markedIds.has(a.id)).length),
    [allMarked, markedIds],
  );

  const markRead = useCallback(
    async (id: number) => {
      setError(null);
      setMarkedIds((ids) => new Set(ids).add(id));
      try {
        await apiFetch(`/api/v2/announcements/${id}/read/`, { method: "POST" });
        await revalidator.revalidate();
      } catch {
        setMarkedIds((ids) => {
          const next = new Set(ids);
          next.delete(id);
          return next;
        });
        setError(MARK_READ_FAILED);
      }
    },
    [revalidator],
  );

  const markAllRead = useCallback(async () => {
    setError(null);
    setAllMarked(true);
    try {
      await apiFetch("/api/v2/announcements/read-all/", { method: "POST" });
      await revalidator.revalidate();
    } catch {
      setAllMarked(false);
      setError(MARK_READ_FAILED);
    }
  }, [revalidator]);

  return { isRead, unreadAfterMarks, markRead, markAllRead, error };
}
