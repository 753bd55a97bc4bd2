// Where the guide stands in publishing (issue "Authoring" point 6, ADR 0042): its state, the
// actions open to this editor (the server lists them), and the guide's history and editor notes.
// Requesting changes asks for a note for the author.
import { useId, useState, type FormEvent } from "react";
import type { GuideKind, WorkflowSummary } from "../../../shared/contracts/guide-editor.contract";
import { GUIDE_EDIT_LIMITS } from "../../../shared/domain/guide-editing";
import {
  WORKFLOW_ACTION_LABELS,
  WORKFLOW_STATE_LABELS,
  WORKFLOW_TRANSITIONS,
  type WorkflowAction,
  type WorkflowState,
} from "../../../shared/domain/guide-workflow";
import { EditorNotesDialog, HistoryDialog } from "../../components/guide-records/guide-records-dialogs";
import { Button } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { Field, controlClassName } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { useToast } from "../../components/ui/toast";
import { failureMessage, fieldError } from "../../lib/request-feedback";
import { SEGMENTS, editorApi } from "./editor-api";

const STATE_CLASSES: Record<WorkflowState, string> = {
  draft: "bg-neutral-200 text-dark-grey",
  submitted: "bg-brand-blue text-white",
  accepted: "bg-brand-purple text-white",
  published: "bg-brand-green-dark text-white",
};

/** What each action's toast says once it is done. */
const ACTION_DONE: Record<WorkflowAction, string> = {
  submit: "Submitted for review.",
  request_changes: "Changes requested: the author has your note.",
  accept: "Accepted.",
  publish: "Published: the guide is live.",
  unpublish: "Unpublished.",
};

interface WorkflowBarProps {
  kind: GuideKind;
  guideId: number;
  workflow: WorkflowSummary;
  onWorkflowChange: (workflow: WorkflowSummary) => void;
  canReadNotes: boolean;
  /** Submitting sends the saved guide: unsaved changes must be saved first. */
  hasUnsavedChanges: boolean;
}

export function WorkflowBar({ kind, guideId, workflow, onWorkflowChange, canReadNotes, hasUnsavedChanges }: WorkflowBarProps) {
  const toast = useToast();
  const [busy, setBusy] = useState<WorkflowAction | null>(null);
  const [noteFor, setNoteFor] = useState<WorkflowAction | null>(null);
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const [isNotesOpen, setIsNotesOpen] = useState(false);
  const [notesVersion, setNotesVersion] = useState(0);

  async function take(action: WorkflowAction, note?: string): Promise<unknown> {
    setBusy(action);
    try {
      onWorkflowChange(await editorApi.takeAction(kind, guideId, action, note));
      toast.show(ACTION_DONE[action]);
      setNoteFor(null);
      return null;
    } catch (error) {
      toast.show(failureMessage(error), "error");
      return error;
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-grey/20 bg-white p-3">
      <span className="text-sm text-grey">Status</span>
      <span
        data-testid="workflow-state"
        className={cx("rounded-full px-3 py-1 text-sm font-bold", STATE_CLASSES[workflow.state])}
      >
        {WORKFLOW_STATE_LABELS[workflow.state]}
      </span>
      <div className="flex flex-wrap gap-2">
        {workflow.available_actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === "request_changes" || action === "unpublish" ? "secondary" : "primary"}
            disabled={busy !== null || (action === "submit" && hasUnsavedChanges)}
            title={action === "submit" && hasUnsavedChanges ? "Save your changes before submitting." : undefined}
            onClick={() => (WORKFLOW_TRANSITIONS[action].needsNote ? setNoteFor(action) : void take(action))}
          >
            {WORKFLOW_ACTION_LABELS[action]}
          </Button>
        ))}
      </div>
      <div className="ml-auto flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => setIsHistoryOpen(true)}>
          History
        </Button>
        {canReadNotes && (
          <Button size="sm" variant="secondary" onClick={() => setIsNotesOpen(true)}>
            Editor Notes
          </Button>
        )}
      </div>
      {noteFor && (
        <NoteDialog
          title={WORKFLOW_ACTION_LABELS[noteFor]}
          label="Note for the author"
          submitLabel={WORKFLOW_ACTION_LABELS[noteFor]}
          maxLength={GUIDE_EDIT_LIMITS.workflowNote.max}
          minLength={GUIDE_EDIT_LIMITS.workflowNote.min}
          onCancel={() => setNoteFor(null)}
          onSubmit={(note) => take(noteFor, note)}
        />
      )}
      <HistoryDialog guideId={guideId} kind={SEGMENTS[kind]} open={isHistoryOpen} onOpenChange={setIsHistoryOpen} />
      {canReadNotes && (
        <EditorNotesDialog
          guideId={guideId}
          kind={SEGMENTS[kind]}
          open={isNotesOpen}
          onOpenChange={setIsNotesOpen}
          version={notesVersion}
        >
          <AddNoteForm
            onAdd={async (content) => {
              await editorApi.addEditorNote(kind, guideId, content);
              setNotesVersion((version) => version + 1);
            }}
          />
        </EditorNotesDialog>
      )}
    </div>
  );
}

interface NoteDialogProps {
  title: string;
  label: string;
  submitLabel: string;
  minLength: number;
  maxLength: number;
  onCancel: () => void;
  /** Resolves to the failure, or null when done. */
  onSubmit: (note: string) => Promise<unknown>;
}

function NoteDialog({ title, label, submitLabel, minLength, maxLength, onCancel, onSubmit }: NoteDialogProps) {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (note.trim().length < minLength) {
      setError(`Enter at least ${minLength} characters.`);
      return;
    }
    const failure = await onSubmit(note.trim());
    setError(failure ? fieldError(failure, "note") : undefined);
  }

  return (
    <Modal open onOpenChange={(open) => !open && onCancel()} title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <Field label={label} error={error}>
          {(control) => (
            <textarea
              {...control}
              value={note}
              maxLength={maxLength}
              rows={5}
              onChange={(event) => setNote(event.target.value)}
              className={controlClassName(Boolean(error), "min-h-32 py-2")}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">{submitLabel}</Button>
        </div>
      </form>
    </Modal>
  );
}

function AddNoteForm({ onAdd }: { onAdd: (content: string) => Promise<void> }) {
  const id = useId();
  const toast = useToast();
  const [content, setContent] = useState("");
  const [isSaving, setIsSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!content.trim()) return;
    setIsSaving(true);
    try {
      await onAdd(content.trim());
      setContent("");
      toast.show("Note added.");
    } catch (error) {
      toast.show(failureMessage(error), "error");
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-2 border-t border-grey/20 pt-4">
      <label htmlFor={id} className="block text-sm font-semibold">
        Add a note
      </label>
      <textarea
        id={id}
        value={content}
        rows={3}
        maxLength={GUIDE_EDIT_LIMITS.editorNote.max}
        onChange={(event) => setContent(event.target.value)}
        className={controlClassName(false, "min-h-20 py-2")}
      />
      <Button type="submit" size="sm" disabled={isSaving || !content.trim()}>
        Add note
      </Button>
    </form>
  );
}
