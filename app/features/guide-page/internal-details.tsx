// Internal Details (spec §2.11, SCOUT or greater): counts, editor notes, history, publishing dates,
// the new edition date (SUPER) and the Edit link. Dismissed, it stays hidden for the visit.
import { X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { EditorNote, HistoryEntry, ScoutRoute } from "../../../shared/contracts/scout-route.contract";
import type { Trail } from "../../../shared/contracts/trail.contract";
import { canSetNewEditionDate } from "../../../shared/domain/access";
import { Button, ButtonLink } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { GENERIC_ERROR_TOAST, useToast } from "../../components/ui/toast";
import { useSession } from "../../lib/session";
import { editorNoteFrom, historyFrom } from "./internal-labels";
import { scoutRouteApi, type GuideSegment } from "./scout-route-api";

const DISMISSED_KEY = "scout-route-internal-details-dismissed";

type StaffRoute =
  (ScoutRoute & { internal: NonNullable<ScoutRoute["internal"]> }) | (Trail & { internal: NonNullable<Trail["internal"]> });

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const formatDate = (value: string | null | undefined) => (value ? dateFormat.format(new Date(value)) : "—");

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === "true";
  } catch {
    return false;
  }
}

/** Scout routes unless told; trails have no votes, page views or editor notes list, and edit at /trails/{id}/edit. */
export function InternalDetails({ route, kind = "scout-routes" }: { route: StaffRoute; kind?: GuideSegment }) {
  const [isDismissed, setIsDismissed] = useState(false);

  useEffect(() => {
    if (readDismissed()) setIsDismissed(true);
  }, []);

  if (isDismissed) return null;

  function dismiss() {
    setIsDismissed(true);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, "true");
    } catch {
      // Private modes may refuse storage; the panel still closes for this page.
    }
  }

  const { internal } = route;
  const dates = route.access === "full" ? route : null;

  return (
    <section
      aria-labelledby="internal-details-title"
      className="relative rounded-xl border-2 border-dashed border-brand-purple/40 bg-[#f7f2fb] p-5"
    >
      <button
        type="button"
        onClick={dismiss}
        aria-label="Close Internal Details"
        className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full hover:bg-black/5"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
      <h2 id="internal-details-title" className="text-lg font-bold">
        Internal Details
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {"vote_count" in internal && (
          <Detail term="Upvotes">
            <span className="tabular-nums">{internal.vote_count}</span>
          </Detail>
        )}
        {"total_page_views" in internal && (
          <Detail term="Page Views">
            <span className="tabular-nums">{internal.total_page_views}</span>
          </Detail>
        )}
        <Detail term="Editor Notes">
          {kind === "scout-routes" ? (
            <EditorNotesButton routeId={route.id} count={internal.editor_notes_count} />
          ) : (
            <span className="tabular-nums">{internal.editor_notes_count}</span>
          )}
        </Detail>
        <Detail term="History">
          <HistoryButton routeId={route.id} kind={kind} count={internal.history_count} />
        </Detail>
        <Detail term="Publish Status">
          {route.published ? (
            <span className="font-semibold text-brand-green-dark">Published</span>
          ) : (
            <span className="font-semibold text-[#b0031e]">Unpublished</span>
          )}
        </Detail>
        <Detail term="Originally Published">{formatDate(dates?.original_publish_date)}</Detail>
        <Detail term="Last Published">{formatDate(dates?.last_published_date)}</Detail>
        <Detail term="New Edition Date">
          {kind === "scout-routes" ? (
            <NewEditionDate routeId={route.id} initialDate={dates?.new_edition_date ?? null} />
          ) : (
            formatDate(dates?.new_edition_date)
          )}
        </Detail>
      </dl>
      {internal.can_edit && (
        <ButtonLink to={`/${kind}/${route.id}/edit`} variant="secondary" size="sm" className="mt-4">
          Edit
        </ButtonLink>
      )}
    </section>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-grey">{term}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

function NewEditionDate({ routeId, initialDate }: { routeId: number; initialDate: string | null }) {
  const { user } = useSession();
  const toast = useToast();
  const inputId = useId();
  const [value, setValue] = useState(initialDate ?? "");
  const [isSaving, setIsSaving] = useState(false);

  if (!canSetNewEditionDate(user)) return <>{formatDate(initialDate)}</>;

  async function save() {
    setIsSaving(true);
    try {
      await scoutRouteApi.saveNewEditionDate(routeId, value || null);
      toast.show("Scout Route info saved!");
    } catch {
      toast.show(GENERIC_ERROR_TOAST, "error");
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <span className="flex flex-wrap items-center gap-2">
      <label htmlFor={inputId} className="sr-only">
        New Edition Date
      </label>
      <input
        id={inputId}
        type="date"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="h-9 rounded-md border border-grey/30 bg-white px-2"
      />
      <Button size="sm" disabled={isSaving} onClick={() => void save()}>
        Save
      </Button>
    </span>
  );
}

/** A "Show (n)" button that loads its rows when opened. */
function useLazyRows<T>(load: () => Promise<T[]>) {
  const [isOpen, setIsOpen] = useState(false);
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
  }, [isOpen, load]);

  return { isOpen, setIsOpen, rows };
}

function EditorNotesButton({ routeId, count }: { routeId: number; count: number }) {
  const [load] = useState(() => () => scoutRouteApi.editorNotes(routeId));
  const { isOpen, setIsOpen, rows } = useLazyRows<EditorNote>(load);
  return (
    <>
      <ShowButton count={count} label="editor notes" onClick={() => setIsOpen(true)} />
      <Modal open={isOpen} onOpenChange={setIsOpen} title="Editor Notes" size="lg">
        <RowsTable
          rows={rows}
          empty="No editor notes yet."
          toRow={(note) => ({ key: note.id, from: editorNoteFrom(note), date: note.created_at, html: note.content })}
        />
      </Modal>
    </>
  );
}

function HistoryButton({ routeId, kind, count }: { routeId: number; kind: GuideSegment; count: number }) {
  const [load] = useState(() => () => scoutRouteApi.history(routeId, kind));
  const { isOpen, setIsOpen, rows } = useLazyRows<HistoryEntry>(load);
  return (
    <>
      <ShowButton count={count} label="history entries" onClick={() => setIsOpen(true)} />
      <Modal open={isOpen} onOpenChange={setIsOpen} title="History" size="lg">
        <RowsTable
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
    </>
  );
}

function ShowButton({ count, label, onClick }: { count: number; label: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="font-semibold text-brand-purple underline underline-offset-2">
      {`Show (${count})`}
      <span className="sr-only">{` ${label}`}</span>
    </button>
  );
}

interface Row {
  key: number;
  from: string;
  date: string;
  /** Sanitized by the server. */
  html: string;
}

function RowsTable<T>({ rows, empty, toRow }: { rows: T[] | "failed" | null; empty: string; toRow: (item: T) => Row }) {
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
            <td className="py-2 pr-4 whitespace-nowrap">{formatDate(row.date)}</td>
            <td className="py-2" dangerouslySetInnerHTML={{ __html: row.html }} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
