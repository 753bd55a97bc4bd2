// What staff do with a guide in the workflow queue: accept it, send it back with a note, publish it
// now (the workflow endpoint every editor uses), or pick a time for the publishing job to do it (the
// publishing tool's, SUPER; the review queue's ADMIN has the workflow's actions only).
import { useState } from "react";
import { auditTime } from "../../components/cms/audit-values";
import type { CmsColumn } from "../../components/cms/cms-table";
import { CmsFilterSelect } from "../../components/cms/cms-toolbar";
import { authorColumn, stateColumn, titleColumn, workflowColumn } from "./guide-columns";
import {
  publishingScheduleAt,
  type PublishingQueueRow,
  type PublishingScheduleResult,
} from "../../../shared/contracts/guide-admin.contract";
import { workflowActionSchema } from "../../../shared/contracts/guide-editor.contract";
import { WORKFLOW_ACTION_LABELS, type WorkflowAction } from "../../../shared/domain/guide-workflow";
import { checkForm } from "../../components/cms/check-form";
import { buttonClassName } from "../../components/ui/button";
import { Field, controlClassName } from "../../components/ui/field";
import { FormAlert } from "../../components/ui/form-alert";
import { Modal } from "../../components/ui/modal";
import { useStaffChange } from "../../components/cms/use-staff-change";
import { apiFetch } from "../../lib/api-client";
import { fieldErrorsFromZod } from "../../lib/field-errors";
import { useApiForm } from "../../lib/use-api-form";
import { API_SEGMENTS } from "./guide-columns";

const workflowPath = (row: PublishingQueueRow) => `/api/v2/${API_SEGMENTS[row.kind]}/${row.id}/workflow/`;
const schedulePath = (row: PublishingQueueRow) => `/api/v2/admin/publishing-cms/${API_SEGMENTS[row.kind]}/${row.id}/schedule/`;

/** A datetime-local value ("2026-12-01T09:30") read in the browser's time zone, as ISO UTC; "" when not a time. */
function isoFromLocal(value: unknown): string {
  const time = typeof value === "string" && value ? new Date(value) : null;
  return time && !Number.isNaN(time.getTime()) ? time.toISOString() : "";
}

const scheduleOf = (form: HTMLFormElement) => ({
  publish_at: isoFromLocal(new FormData(form).get("publish_at")),
});

const localTime = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

function ScheduleForm({ row, onDone }: { row: PublishingQueueRow; onDone: () => void }) {
  const { errors, failure, isSending, submit } = useApiForm();
  const { announce } = useStaffChange();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) =>
        void submit(
          event,
          async (form) => {
            const result = await apiFetch<PublishingScheduleResult>(schedulePath(row), {
              method: "PUT",
              json: scheduleOf(form),
            });
            await announce(`${row.title} publishes ${localTime(result.publish_at!)}.`);
            onDone();
          },
          (form) => {
            const result = publishingScheduleAt(new Date()).safeParse(scheduleOf(form));
            return result.success ? {} : fieldErrorsFromZod(result.error);
          },
        )
      }
    >
      <Field label="Publish at" hint={`Your time zone: ${zone}.`} error={errors.publish_at}>
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            name="publish_at"
            step={60}
            className={controlClassName(Boolean(errors.publish_at))}
          />
        )}
      </Field>
      <FormAlert message={failure} />
      <button type="submit" disabled={isSending} className={buttonClassName()}>
        Schedule publishing
      </button>
    </form>
  );
}

function RequestChangesForm({ row, onDone }: { row: PublishingQueueRow; onDone: () => void }) {
  const { errors, failure, isSending, submit } = useApiForm();
  const { announce } = useStaffChange();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) =>
        void submit(
          event,
          async (form) => {
            const input = workflowActionSchema.parse({ action: "request_changes", note: new FormData(form).get("note") });
            await apiFetch(workflowPath(row), { method: "POST", json: input });
            await announce(`${row.title} went back to its author.`);
            onDone();
          },
          (form) => checkForm(workflowActionSchema, form),
        )
      }
    >
      <input type="hidden" name="action" value="request_changes" />
      <Field label="What to change" hint="The author gets it by e-mail and in the Editor Notes." error={errors.note}>
        {(control) => (
          <textarea {...control} name="note" rows={4} className={controlClassName(Boolean(errors.note), "min-h-24 py-2")} />
        )}
      </Field>
      <FormAlert message={failure} />
      <button type="submit" disabled={isSending} className={buttonClassName()}>
        Send back to the author
      </button>
    </form>
  );
}

type Dialog = "schedule" | "request_changes" | null;

export function QueueActions({ row, canSchedule = true }: { row: PublishingQueueRow; canSchedule?: boolean }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const { isSending, send } = useStaffChange();
  const named = <span className="sr-only"> {row.title}</span>;

  const act = (action: WorkflowAction, done: string) => (
    <button
      type="button"
      disabled={isSending}
      onClick={() => void send(workflowPath(row), { method: "POST", json: { action } }, done)}
      className={buttonClassName({ size: "sm" })}
    >
      {WORKFLOW_ACTION_LABELS[action]}
      {named}
    </button>
  );

  return (
    <div className="flex w-60 flex-wrap gap-2">
      {row.workflow_state === "submitted" && act("accept", `${row.title} is accepted.`)}
      {row.workflow_state === "accepted" && act("publish", `${row.title} is published.`)}
      {canSchedule && row.workflow_state === "accepted" && (
        <button
          type="button"
          onClick={() => setDialog("schedule")}
          className={buttonClassName({ variant: "secondary", size: "sm" })}
        >
          {row.publish_at ? "Reschedule" : "Schedule"}
          {named}
        </button>
      )}
      {canSchedule && row.publish_at && (
        <button
          type="button"
          disabled={isSending}
          onClick={() => void send(schedulePath(row), { method: "DELETE" }, `${row.title} is off the schedule.`)}
          className={buttonClassName({ variant: "secondary", size: "sm" })}
        >
          Cancel schedule{named}
        </button>
      )}
      <button
        type="button"
        onClick={() => setDialog("request_changes")}
        className={buttonClassName({ variant: "secondary", size: "sm" })}
      >
        {WORKFLOW_ACTION_LABELS.request_changes}
        {named}
      </button>
      <Modal
        open={dialog === "schedule"}
        onOpenChange={(open) => setDialog(open ? "schedule" : null)}
        title={`Schedule ${row.title}`}
      >
        <ScheduleForm row={row} onDone={() => setDialog(null)} />
      </Modal>
      <Modal
        open={dialog === "request_changes"}
        onOpenChange={(open) => setDialog(open ? "request_changes" : null)}
        title={`Request changes to ${row.title}`}
      >
        <RequestChangesForm row={row} onDone={() => setDialog(null)} />
      </Modal>
    </div>
  );
}

/** How the queues name a guide's kind, in their title column and kind filter. */
const KIND_LABELS = { trail: "Trail", "scout-route": "Scout route" } as const;

/** Both workflow queues' filter by the guide's kind. */
export function QueueKindFilter({ value }: { value: keyof typeof KIND_LABELS | undefined }) {
  return (
    <CmsFilterSelect
      name="kind"
      label="Kind"
      value={value}
      anyLabel="Trails and scout routes"
      options={Object.entries(KIND_LABELS).map(([kind, label]) => ({ value: kind, label }))}
    />
  );
}

/** The columns of both workflow queues (publishing, review): oldest waiting first, with the actions the tool allows. */
export function queueColumns({ canSchedule }: { canSchedule: boolean }): CmsColumn<PublishingQueueRow>[] {
  return [
    {
      id: "waiting_since",
      header: "Waiting since",
      meta: { sortKey: "waiting_since" },
      cell: ({ row }) =>
        row.original.waiting_since ? (
          <time dateTime={row.original.waiting_since} className="block min-w-28">
            {auditTime(row.original.waiting_since)}
          </time>
        ) : (
          "—"
        ),
    },
    titleColumn<PublishingQueueRow>((row) => KIND_LABELS[row.kind]),
    stateColumn<PublishingQueueRow>(),
    workflowColumn<PublishingQueueRow>(),
    authorColumn<PublishingQueueRow>(),
    { id: "actions", header: "Actions", cell: ({ row }) => <QueueActions row={row.original} canSchedule={canSchedule} /> },
  ];
}
