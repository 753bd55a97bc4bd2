// A guide's editor notes and history (spec §2.11) in modal tables, loaded when opened: the guide
// page's Internal Details and the guide editor show the same dialogs.
import { useEffect, useState, type ReactNode } from "react";
import type { EditorNote, HistoryEntry } from "../../../shared/contracts/scout-route.contract";
import { apiFetch } from "../../lib/api-client";
import { Modal } from "../ui/modal";
import { editorNoteFrom, historyFrom } from "./record-labels";

/** The URL segment of a guide kind (spec §7): both kinds share history and editor notes. */
export type GuideSegment = "scout-routes" | "trails";

/** Lists may come paginated ({results}) or bare; both are read. */
type ListOrPage<T> = T[] | { results: T[] };
const itemsOf = <T,>(list: ListOrPage<T>): T[] => (Array.isArray(list) ? list : list.results);

export const guideRecordsApi = {
  history: async (id: number, kind: GuideSegment) =>
    itemsOf(await apiFetch<ListOrPage<HistoryEntry>>(`/api/v2/${kind}/${id}/history/`)),
  editorNotes: async (id: number, kind: GuideSegment) =>
    itemsOf(
      await apiFetch<ListOrPage<EditorNote>>(
        `/api/v2/vendors/editor-notes/?${kind === "trails" ? "trail" : "scout_route"}=${id}`,
      ),
    ),
};

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** The rows, loaded each time the dialog opens (and again when `version` changes while it is open). */
function useRowsWhenOpen<T>(isOpen: boolean, load: () => Promise<T[]>, version: number) {
  const [rows, setRows] = useState<T[] | "failed" | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    let isCurrent = true;
    load().then(
      (loaded) => isCurrent && setRows(loaded),
      () => isCurrent && setRows("failed"),
    );
    return () => {
      isCurrent = false;
    };
  }, [isOpen, load, version]);

  return rows;
}

interface GuideRecordsDialogProps {
  guideId: number;
  kind: GuideSegment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Changed after a record was added, so an open dialog reads its rows again. */
  version?: number;
  /** Shown under the table, such as a form to add a note. */
  children?: ReactNode;
}

export function EditorNotesDialog({ guideId, kind, open, onOpenChange, version = 0, children }: GuideRecordsDialogProps) {
  const [load] = useState(() => () => guideRecordsApi.editorNotes(guideId, kind));
  const rows = useRowsWhenOpen<EditorNote>(open, load, version);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Editor Notes" size="lg">
      <RecordsTable
        rows={rows}
        empty="No editor notes yet."
        toRow={(note) => ({ key: note.id, from: editorNoteFrom(note), date: note.created_at, html: note.content })}
      />
      {children}
    </Modal>
  );
}

export function HistoryDialog({ guideId, kind, open, onOpenChange, version = 0 }: GuideRecordsDialogProps) {
  const [load] = useState(() => () => guideRecordsApi.history(guideId, kind));
  const rows = useRowsWhenOpen<HistoryEntry>(open, load, version);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="History" size="lg">
      <RecordsTable
        rows={rows}
        empty="No history yet."
        toRow={(entry) => ({
          key: entry.id,
          from: historyFrom(entry),
          date: entry.history_date,
          html: entry.history_change_reason,
        })}
      />
    </Modal>
  );
}

interface Row {
  key: number;
  from: string;
  date: string;
  /** Sanitized by the server. */
  html: string;
}

function RecordsTable<T>({ rows, empty, toRow }: { rows: T[] | "failed" | null; empty: string; toRow: (item: T) => Row }) {
  if (rows === null) return <p className="text-grey">Loading…</p>;
  if (rows === "failed") return <p className="text-grey">These could not be loaded. Please try again later.</p>;
  if (rows.length === 0) return <p className="text-grey">{empty}</p>;
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-grey/20">
          <th scope="col" className="py-2 pr-4">
            From
          </th>
          <th scope="col" className="py-2 pr-4">
            Date
          </th>
          <th scope="col" className="py-2">
            Note
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(toRow).map((row) => (
          <tr key={row.key} className="border-b border-grey/10 align-top">
            <td className="py-2 pr-4 whitespace-nowrap">{row.from}</td>
            <td className="py-2 pr-4 whitespace-nowrap">{dateFormat.format(new Date(row.date))}</td>
            <td className="py-2" dangerouslySetInnerHTML={{ __html: row.html }} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
