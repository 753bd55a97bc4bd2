// One hide or restore of a review or a review photo (ADR 0055): a required reason, checked with the
// endpoint's own contract before sending; the server's message shows next to the field. The page's
// loader runs again after the change, so the list, the review and its history show the new state.
import { EyeOff, RotateCcw } from "lucide-react";
import { useId } from "react";
import { useRevalidator } from "react-router";
import { moderationInputSchema, type ModeratedReview } from "../../../shared/contracts/review-moderation.contract";
import { checkForm, formValues } from "../../components/cms/check-form";
import { Button } from "../../components/ui/button";
import { Field, controlClassName } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import { useApiForm } from "../../lib/use-api-form";

interface ModerationFormProps {
  /** The endpoint, without its final "hide/" or "restore/". */
  path: string;
  change: "hide" | "restore";
  /** What is changed, for the button and the toast ("review", "photo 2"). */
  noun: string;
}

export function ModerationForm({ path, change, noun }: ModerationFormProps) {
  const { errors, failure, isSending, submit } = useApiForm();
  const revalidator = useRevalidator();
  const toast = useToast();
  const failureId = useId();
  const verb = change === "hide" ? "Hide" : "Restore";

  return (
    <form
      noValidate
      aria-label={`${verb} ${noun}`}
      aria-describedby={failure ? failureId : undefined}
      className="space-y-2"
      onSubmit={(event) =>
        void submit(
          event,
          async (form) => {
            await apiFetch<ModeratedReview>(`${path}${change}/`, { method: "POST", json: formValues(form) });
            form.reset();
            toast.show(change === "hide" ? `The ${noun} is hidden.` : `The ${noun} shows again.`);
            await revalidator.revalidate();
          },
          (form) => checkForm(moderationInputSchema, form),
        )
      }
    >
      <Field
        label={`Reason to ${change} the ${noun}`}
        error={errors.reason}
        hint={change === "hide" ? "Kept in the audit log; the writer is not told." : "Kept in the audit log."}
      >
        {(control) => (
          <textarea
            {...control}
            name="reason"
            rows={2}
            maxLength={500}
            className={controlClassName(Boolean(errors.reason), "py-2")}
          />
        )}
      </Field>
      {failure && (
        <p id={failureId} role="alert" className="text-sm font-medium text-brand-red">
          {failure}
        </p>
      )}
      <Button type="submit" size="sm" variant={change === "hide" ? "primary" : "secondary"} disabled={isSending}>
        {change === "hide" ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <RotateCcw aria-hidden="true" className="size-4" />
        )}
        {verb} {noun}
      </Button>
    </form>
  );
}
