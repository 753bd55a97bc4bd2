// Internal Details (spec §2.11, SCOUT or greater) of either guide kind: counts, editor notes, history,
// publishing dates, the new edition date (SUPER), the Edit link and, for SUPER, the stored record.
// Dismissed, it stays hidden for the visit.
import { X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { GuideRecord, ScoutRoute } from "../../../shared/contracts/scout-route.contract";
import type { Trail } from "../../../shared/contracts/trail.contract";
import { canSetNewEditionDate } from "../../../shared/domain/access";
import { EditorNotesDialog, HistoryDialog } from "../../components/guide-records/guide-records-dialogs";
import { Button, ButtonLink } from "../../components/ui/button";
import { GENERIC_ERROR_TOAST, useToast } from "../../components/ui/toast";
import { useSession } from "../../lib/session";
import type { GuideSegment } from "./guide-api";
import { guideApiOnUse } from "./guide-api-on-use";

const DISMISSED_KEY = "guide-internal-details-dismissed";

type StaffFields = NonNullable<ScoutRoute["internal"]> | NonNullable<Trail["internal"]>;

/** What a successful Save says (spec §8), by guide kind. */
const SAVED_MESSAGES: Record<GuideSegment, string> = {
  "scout-routes": "Scout Route info saved!",
  trails: "Trail info saved!",
};

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const formatDate = (value: string | null | undefined) => (value ? dateFormat.format(new Date(value)) : "—");
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});
const formatDateTime = (value: string) => `${dateTimeFormat.format(new Date(value))} UTC`;

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === "true";
  } catch {
    return false;
  }
}

interface InternalDetailsProps {
  guide: ScoutRoute | Trail;
  /** The guide's staff fields; trails count no votes or page views. */
  internal: StaffFields;
  /** Each kind edits at /{kind}/{id}/edit. */
  kind: GuideSegment;
}

export function InternalDetails({ guide, internal, kind }: InternalDetailsProps) {
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

  const dates = guide.access === "full" ? guide : null;

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
          <EditorNotesButton guideId={guide.id} kind={kind} count={internal.editor_notes_count} />
        </Detail>
        <Detail term="History">
          <HistoryButton guideId={guide.id} kind={kind} count={internal.history_count} />
        </Detail>
        <Detail term="Publish Status">
          {guide.published ? (
            <span className="font-semibold text-brand-green-dark">Published</span>
          ) : (
            <span className="font-semibold text-[#b0031e]">Unpublished</span>
          )}
        </Detail>
        <Detail term="Originally Published">{formatDate(dates?.original_publish_date)}</Detail>
        <Detail term="Last Published">{formatDate(dates?.last_published_date)}</Detail>
        <Detail term="New Edition Date">
          <NewEditionDate guideId={guide.id} kind={kind} initialDate={dates?.new_edition_date ?? null} />
        </Detail>
      </dl>
      {internal.can_edit && (
        <ButtonLink to={`/${kind}/${guide.id}/edit`} variant="secondary" size="sm" className="mt-4">
          Edit
        </ButtonLink>
      )}
      {internal.record && <RecordPanel record={internal.record} />}
    </section>
  );
}

/** The super-only sub-panel: the stored row's ids and timestamps, for the admin tools. */
function RecordPanel({ record }: { record: GuideRecord }) {
  return (
    <section aria-labelledby="guide-record-title" className="mt-5 border-t border-dashed border-brand-purple/40 pt-4">
      <h3 id="guide-record-title" className="font-bold">
        Record
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
        <Detail term="ID">
          <span className="tabular-nums">{record.id}</span>
        </Detail>
        <Detail term="Slug">
          <code className="break-all">{record.slug}</code>
        </Detail>
        <Detail term="Author ID">{record.author_id ?? "—"}</Detail>
        <Detail term="Region ID">{record.region_id ?? "—"}</Detail>
        <Detail term="City ID">{record.city_id ?? "—"}</Detail>
        <Detail term="Created">{formatDateTime(record.created_at)}</Detail>
        <Detail term="Updated">{formatDateTime(record.updated_at)}</Detail>
      </dl>
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

interface NewEditionDateProps {
  guideId: number;
  kind: GuideSegment;
  initialDate: string | null;
}

function NewEditionDate({ guideId, kind, initialDate }: NewEditionDateProps) {
  const { user } = useSession();
  const toast = useToast();
  const inputId = useId();
  const [value, setValue] = useState(initialDate ?? "");
  const [isSaving, setIsSaving] = useState(false);

  if (!canSetNewEditionDate(user)) return <>{formatDate(initialDate)}</>;

  async function save() {
    setIsSaving(true);
    try {
      await guideApiOnUse.saveNewEditionDate(guideId, value || null, kind);
      toast.show(SAVED_MESSAGES[kind]);
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

interface StaffRecordsProps {
  guideId: number;
  kind: GuideSegment;
  count: number;
}

function EditorNotesButton({ guideId, kind, count }: StaffRecordsProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <ShowButton count={count} label="editor notes" onClick={() => setIsOpen(true)} />
      <EditorNotesDialog guideId={guideId} kind={kind} open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}

function HistoryButton({ guideId, kind, count }: StaffRecordsProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <ShowButton count={count} label="history entries" onClick={() => setIsOpen(true)} />
      <HistoryDialog guideId={guideId} kind={kind} open={isOpen} onOpenChange={setIsOpen} />
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
