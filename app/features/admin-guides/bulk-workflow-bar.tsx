// Publishes or unpublishes the selected guides of a CMS list in one go; each guide moves on its own,
// and those the workflow refuses are listed with the reason, the others leave the selection.
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { BulkWorkflowResult } from "../../../shared/contracts/guide-admin.contract";
import { BULK_WORKFLOW_ACTIONS, bulkWorkflowSchema } from "../../../shared/contracts/guide-admin.contract";
import { WORKFLOW_ACTION_LABELS } from "../../../shared/domain/guide-workflow";
import { buttonClassName } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/form-alert";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import { failureMessage } from "../../lib/request-feedback";

interface BulkWorkflowBarProps {
  /** The list's API: /api/v2/admin/trail-cms/ */
  apiPath: string;
  selectedIds: number[];
  titleOf: (id: number) => string;
  onDone: (stillSelected: number[]) => void;
}

export function BulkWorkflowBar({ apiPath, selectedIds, titleOf, onDone }: BulkWorkflowBarProps) {
  const revalidator = useRevalidator();
  const toast = useToast();
  const [isSending, setSending] = useState(false);
  const [refused, setRefused] = useState<{ id: number; title: string; detail: string }[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: (typeof BULK_WORKFLOW_ACTIONS)[number]) {
    const input = bulkWorkflowSchema.safeParse({ action, ids: selectedIds });
    if (!input.success) {
      setFailure(input.error.issues[0]?.message ?? null);
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      const { results } = await apiFetch<BulkWorkflowResult>(`${apiPath}bulk-workflow/`, { method: "POST", json: input.data });
      const moved = results.filter((result) => result.ok).length;
      const notMoved = results.filter((result) => !result.ok);
      setRefused(notMoved.map((result) => ({ id: result.id, title: titleOf(result.id), detail: result.detail ?? "" })));
      const verb = action === "publish" ? "Published" : "Unpublished";
      toast.show(`${verb} ${moved} of ${results.length}.`, notMoved.length > 0 && moved === 0 ? "error" : "success");
      onDone(notMoved.map((result) => result.id));
      await revalidator.revalidate();
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="space-y-2">
      <div
        role="group"
        aria-label="Selected guides"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-grey/15 bg-white px-4 py-3 shadow-sm"
      >
        <p className="text-sm font-semibold text-dark-grey" aria-live="polite">
          {selectedIds.length === 0 ? "Select guides to publish or unpublish them." : `${selectedIds.length} selected`}
        </p>
        {BULK_WORKFLOW_ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            disabled={selectedIds.length === 0 || isSending}
            onClick={() => void run(action)}
            className={buttonClassName({ variant: action === "publish" ? "primary" : "secondary", size: "sm" })}
          >
            {WORKFLOW_ACTION_LABELS[action]} selected
          </button>
        ))}
        <FormAlert message={failure} />
      </div>
      {refused.length > 0 && (
        <div role="alert" className="rounded-xl border border-brand-red/40 bg-red-50 px-4 py-3 text-sm text-dark-grey">
          <p className="font-semibold">Not moved:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {refused.map((guide) => (
              <li key={guide.id}>
                <span className="font-semibold">{guide.title}</span>: {guide.detail}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
