// A queued item staff accept, or reject with a reason (Badge of Honor claims, condition reports):
// the decision's request, its toast and the queue's reload, the failure line, and the reject form
// that asks for the reason with its error next to the field.
import { Check, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { Button } from "../ui/button";
import { Field, controlClassName } from "../ui/field";
import { useToast } from "../ui/toast";
import { apiFetch } from "../../lib/api-client";
import { failureMessage, fieldError } from "../../lib/request-feedback";
import { useHydrated } from "../../lib/use-hydrated";
import { FormAlert } from "../ui/form-alert";

export type StaffDecisionKind = "accept" | "reject";

interface StaffDecisionProps {
  /** The accept button's words ("Verify", "Confirm"). */
  acceptLabel: string;
  /** The reject form's submit button ("Reject claim"). */
  rejectLabel: string;
  reasonLabel: string;
  reasonHint?: string;
  reasonMaxLength?: number;
  /** The endpoint each decision is posted to; a rejection sends `{ reason }`. */
  decisionPath: (decision: StaffDecisionKind) => string;
  /** What the toast says once the decision is taken. */
  doneMessage: (decision: StaffDecisionKind) => string;
}

export function StaffDecision(props: StaffDecisionProps) {
  const revalidator = useRevalidator();
  const toast = useToast();
  const isHydrated = useHydrated();
  const [isRejecting, setRejecting] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  async function decide(decision: StaffDecisionKind, reason?: string) {
    setBusy(true);
    setFailure(null);
    setReasonError(undefined);
    try {
      await apiFetch(
        props.decisionPath(decision),
        decision === "reject" ? { method: "POST", json: { reason } } : { method: "POST" },
      );
      toast.show(props.doneMessage(decision));
      await revalidator.revalidate();
    } catch (error) {
      const message = fieldError(error, "reason");
      if (message) setReasonError(message);
      else setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  function reject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = new FormData(event.currentTarget).get("reason");
    void decide("reject", typeof reason === "string" ? reason : "");
  }

  return (
    <>
      <FormAlert message={failure} />
      {isRejecting ? (
        <form noValidate onSubmit={reject} className="space-y-3">
          <Field label={props.reasonLabel} error={reasonError} hint={props.reasonHint}>
            {(control) => (
              <textarea
                {...control}
                name="reason"
                rows={2}
                maxLength={props.reasonMaxLength}
                autoFocus
                className={controlClassName(Boolean(reasonError), "py-2.5")}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={isBusy}>
              <X aria-hidden="true" className="size-4" />
              {props.rejectLabel}
            </Button>
            <Button variant="secondary" onClick={() => setRejecting(false)} disabled={isBusy}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void decide("accept")} disabled={!isHydrated || isBusy}>
            <Check aria-hidden="true" className="size-4" />
            {props.acceptLabel}
          </Button>
          <Button variant="secondary" onClick={() => setRejecting(true)} disabled={!isHydrated || isBusy}>
            Reject…
          </Button>
        </div>
      )}
    </>
  );
}
