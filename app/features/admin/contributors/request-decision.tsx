// Staff's answer to a request in a queue: one reason box and two buttons. Accepting may carry a
// note; declining needs the reason (checked with the decline contract before sending). Both go
// to the audit log with the decision (ADR 0052).
import { Check, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { acceptanceSchema } from "../../../../shared/contracts/authoring-requests.contract";
import { decisionReasonSchema } from "../../../../shared/contracts/patrol.contract";
import { Button } from "../../../components/ui/button";
import { FieldErrorMessage, controlClassName } from "../../../components/ui/field";
import { useToast } from "../../../components/ui/toast";
import { apiFetch } from "../../../lib/api-client";
import { fieldError, failureMessage } from "../../../lib/request-feedback";

interface RequestDecisionProps {
  /** The request's decision path, "/api/v2/admin/edit-requests/12/", to which accept/ or decline/ is added. */
  path: string;
  /** Names the request for screen readers and the toast ("Ann's application"). */
  subject: string;
}

export function RequestDecision({ path, subject }: RequestDecisionProps) {
  const id = useId();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);

  async function decide(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const decision = submitter?.value === "decline" ? "decline" : "accept";
    const reason = new FormData(event.currentTarget).get("reason");
    const checked = (decision === "decline" ? decisionReasonSchema : acceptanceSchema).safeParse({
      reason: typeof reason === "string" ? reason : "",
    });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      event.currentTarget.querySelector("textarea")?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await apiFetch(`${path}${decision}/`, { method: "POST", json: checked.data });
      toast.show(`${subject}: ${decision === "accept" ? "accepted" : "declined"}.`);
      await revalidator.revalidate();
    } catch (failure) {
      setError(fieldError(failure, "reason") ?? failureMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void decide(event)} className="w-56 space-y-2" aria-label={`Decide: ${subject}`}>
      <label htmlFor={`${id}-reason`} className="block text-xs font-semibold text-dark-grey">
        Reason (needed to decline)
      </label>
      <textarea
        id={`${id}-reason`}
        name="reason"
        rows={2}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClassName(Boolean(error), "py-1.5 text-sm")}
      />
      {error && <FieldErrorMessage id={`${id}-error`} message={error} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="decision" value="accept" size="sm" disabled={isBusy}>
          <Check aria-hidden="true" className="size-4" />
          Accept
        </Button>
        <Button type="submit" name="decision" value="decline" variant="secondary" size="sm" disabled={isBusy}>
          <X aria-hidden="true" className="size-4" />
          Decline
        </Button>
      </div>
    </form>
  );
}
