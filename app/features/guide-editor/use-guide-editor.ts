// The editor's state and its two ways to the server: the autosaved draft (about 2 s after the last
// keystroke) and the save with a reason. A failed save keeps every value in the form, and the draft
// keeps them across a reload; a draft newer than the guide is offered back on opening.
import { useEffect, useRef, useState } from "react";
import type { EditableGuide, EditorPhoto, WorkflowSummary } from "../../../shared/contracts/guide-editor.contract";
import { ApiRequestError } from "../../lib/api-client";
import { fieldErrorsFromApi, hasErrors, type FieldErrors } from "../../lib/field-errors";
import { failureMessage } from "../../lib/request-feedback";
import { useToast } from "../../components/ui/toast";
import { editorApi } from "./editor-api";
import {
  changedFields,
  draftFieldsOf,
  isDraftNewer,
  saveBody,
  saveErrors,
  valuesOf,
  valuesWithDraft,
  type ValuesPatch,
} from "./editor-form";

export const AUTOSAVE_DELAY_MS = 2000;

/** What a successful save says (spec §8), by guide kind. */
const SAVED_MESSAGES = { "scout-route": "Scout Route info saved!", trail: "Trail info saved!" } as const;

export type DraftStatus = { state: "idle" } | { state: "saving" } | { state: "saved"; at: string } | { state: "failed" };

const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
export const formatDraftTime = (iso: string) => timeFormat.format(new Date(iso));

/** The editor's state and actions, as the page and its sections use them. */
export type GuideEditor = ReturnType<typeof useGuideEditor>;

export function useGuideEditor(guide: EditableGuide) {
  const toast = useToast();
  const [saved, setSaved] = useState(() => valuesOf(guide));
  const [values, setValues] = useState(saved);
  const [changeReason, setChangeReason] = useState("");
  const [newEditionDate, setNewEditionDate] = useState(guide.dates.new_edition_date ?? "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [updatedAt, setUpdatedAt] = useState(guide.updated_at);
  const [workflow, setWorkflow] = useState<WorkflowSummary>(guide.workflow);
  const [photos, setPhotos] = useState<EditorPhoto[]>(guide.photos);
  const [offeredDraft, setOfferedDraft] = useState(() => (isDraftNewer(guide) ? guide.draft : null));
  const [draftStatus, setDraftStatus] = useState<DraftStatus>({ state: "idle" });
  const [isSaving, setIsSaving] = useState(false);
  /** Typing since the last save or draft: the autosave has something to keep. */
  const hasTyped = useRef(false);

  const isDirty = Object.keys(changedFields(values, saved)).length > 0;

  function update(patch: ValuesPatch) {
    hasTyped.current = true;
    setValues((current) => ({ ...current, ...patch }));
  }

  function updateReason(reason: string) {
    hasTyped.current = true;
    setChangeReason(reason);
  }

  // Autosave: the form as typed, a moment after the last change; not while a draft is on offer.
  useEffect(() => {
    if (!hasTyped.current || offeredDraft) return;
    const timer = setTimeout(() => {
      setDraftStatus({ state: "saving" });
      editorApi.saveDraft(guide.kind, guide.id, draftFieldsOf(values, changeReason)).then(
        ({ saved_at }) => setDraftStatus({ state: "saved", at: saved_at }),
        () => setDraftStatus({ state: "failed" }),
      );
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [guide.kind, guide.id, values, changeReason, offeredDraft]);

  function restoreDraft() {
    if (!offeredDraft) return;
    const restored = valuesWithDraft(values, offeredDraft.fields);
    setValues(restored.values);
    setChangeReason(restored.changeReason);
    setDraftStatus({ state: "saved", at: offeredDraft.saved_at });
    setOfferedDraft(null);
  }

  function discardDraft() {
    setOfferedDraft(null);
    editorApi.discardDraft(guide.kind, guide.id).catch(() => toast.show("The draft could not be discarded.", "error"));
  }

  async function save(): Promise<boolean> {
    const body = saveBody(values, saved, changeReason, updatedAt);
    if (newEditionDate !== (guide.dates.new_edition_date ?? "")) body.new_edition_date = newEditionDate || null;
    const found = saveErrors(guide.kind, body);
    setErrors(found);
    if (hasErrors(found)) {
      toast.show("Please fix the fields marked below.", "error");
      return false;
    }
    setIsSaving(true);
    try {
      const answer = await editorApi.save(guide.kind, guide.id, body);
      const next = valuesOf(answer);
      setSaved(next);
      setValues(next);
      setUpdatedAt(answer.updated_at);
      setWorkflow(answer.workflow);
      setPhotos(answer.photos);
      setChangeReason("");
      setDraftStatus({ state: "idle" });
      hasTyped.current = false;
      toast.show(SAVED_MESSAGES[guide.kind]);
      return true;
    } catch (error) {
      const fromServer = fieldErrorsFromApi(error);
      setErrors(fromServer);
      const isStale = error instanceof ApiRequestError && error.status === 409;
      toast.show(hasErrors(fromServer) && !isStale ? "Please fix the fields marked below." : failureMessage(error), "error");
      return false;
    } finally {
      setIsSaving(false);
    }
  }

  return {
    /** The guide as last saved, for the page's heading. */
    savedTitle: saved.title,
    values,
    update,
    changeReason,
    updateReason,
    newEditionDate,
    setNewEditionDate,
    errors,
    isDirty,
    isSaving,
    save,
    workflow,
    setWorkflow,
    photos,
    setPhotos,
    offeredDraft,
    restoreDraft,
    discardDraft,
    draftStatus,
  };
}
