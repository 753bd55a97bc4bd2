// The statement-of-work pages (ADR 0043): reading one, writing or changing one (SUPER), and signing
// one (its addressee or SUPER) with a typed name and "I agree"; once signed, each shows it read-only.
import { LoaderCircle, PenLine } from "lucide-react";
import { Link, useRevalidator } from "react-router";
import type { StatementOfWork } from "../../../shared/contracts/statement-of-work.contract";
import { AUTHORING_LIMITS } from "../../../shared/domain/authoring";
import { Button, buttonClassName } from "../../components/ui/button";
import { Field, FieldErrorMessage, controlClassName } from "../../components/ui/field";
import { FormAlert } from "../../components/ui/form-alert";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import { useApiForm } from "../../lib/use-api-form";
import { useHydrated } from "../../lib/use-hydrated";
import { SignatureState, StatementDetails, StatementPageFrame } from "./statement-details";
import { StatementForm } from "./statement-form";

interface StatementActions {
  statement: StatementOfWork;
  maySign: boolean;
  mayEdit: boolean;
}

export function StatementPage({ statement, maySign, mayEdit }: StatementActions) {
  return (
    <StatementPageFrame kicker="Statement of work" title={statement.title}>
      <SignatureState statement={statement} />
      {(maySign || mayEdit) && (
        <div className="flex flex-wrap gap-3">
          {maySign && (
            <Link to={`/statement-of-work/${statement.id}/sign`} className={buttonClassName()}>
              <PenLine aria-hidden="true" className="size-4" />
              Review and sign
            </Link>
          )}
          {mayEdit && (
            <Link to={`/statement-of-work/${statement.id}/edit`} className={buttonClassName({ variant: "secondary" })}>
              Edit
            </Link>
          )}
        </div>
      )}
      <StatementDetails statement={statement} />
    </StatementPageFrame>
  );
}

export function NewStatementPage() {
  return (
    <StatementPageFrame kicker="Statement of work" title="New statement of work">
      <p className="text-grey">The contributor reads it in their account and signs it; from then on it cannot change.</p>
      <StatementForm />
    </StatementPageFrame>
  );
}

export function EditStatementPage({ statement }: { statement: StatementOfWork }) {
  return (
    <StatementPageFrame kicker="Edit statement of work" title={statement.title}>
      {statement.signature ? (
        <>
          <p role="status" className="rounded-xl bg-neutral-100 p-4 text-dark-grey">
            This statement is signed, so it can no longer be changed. Write a new statement of work if the work has changed.
          </p>
          <SignatureState statement={statement} />
          <StatementDetails statement={statement} />
        </>
      ) : (
        <StatementForm statement={statement} />
      )}
    </StatementPageFrame>
  );
}

function SignForm({ statement }: { statement: StatementOfWork }) {
  const revalidator = useRevalidator();
  const toast = useToast();
  const isHydrated = useHydrated();
  const { errors, failure, isSending, submit } = useApiForm();

  async function sign(form: HTMLFormElement) {
    const signatureName = new FormData(form).get("signature_name");
    await apiFetch<StatementOfWork>(`/api/v2/statements-of-work/${statement.id}/sign/`, {
      method: "POST",
      json: { signature_name: signatureName },
    });
    toast.show("Statement of work signed.");
    await revalidator.revalidate();
  }

  const mustAgree = (form: HTMLFormElement) => ({
    agree: new FormData(form).get("agree") ? undefined : "Tick the box to agree to this statement of work.",
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event, sign, mustAgree)}
      aria-labelledby="sign-title"
      className="space-y-5 rounded-xl border border-grey/15 bg-white p-5 shadow-sm"
    >
      <h2 id="sign-title" className="text-xl font-bold">
        Sign
      </h2>
      <Field
        label="Your full name"
        hint={`Type the name on the account: ${statement.contributor.name}.`}
        error={errors.signature_name}
      >
        {(control) => (
          <input
            {...control}
            name="signature_name"
            autoComplete="name"
            maxLength={AUTHORING_LIMITS.signatureName}
            className={controlClassName(Boolean(errors.signature_name), "h-12 font-serif text-lg italic")}
          />
        )}
      </Field>
      <div className="space-y-1.5">
        <label className="flex items-start gap-3 text-dark-grey">
          <input
            type="checkbox"
            name="agree"
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? "agree-error" : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-green-dark"
          />
          I agree to the scope, deliverables, pay and deadline of this statement of work.
        </label>
        {errors.agree && <FieldErrorMessage id="agree-error" message={errors.agree} />}
      </div>
      <FormAlert message={failure} />
      <Button type="submit" size="lg" disabled={!isHydrated || isSending}>
        {isSending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
        Sign statement of work
      </Button>
    </form>
  );
}

export function SignStatementPage({ statement, maySign }: Pick<StatementActions, "statement" | "maySign">) {
  return (
    <StatementPageFrame kicker="Sign statement of work" title={statement.title}>
      <StatementDetails statement={statement} />
      {maySign ? <SignForm statement={statement} /> : <SignatureState statement={statement} />}
      <p>
        <Link to={`/statement-of-work/${statement.id}`} className={TEXT_LINK_CLASSES}>
          Back to the statement
        </Link>
      </p>
    </StatementPageFrame>
  );
}
