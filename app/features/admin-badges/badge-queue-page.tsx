// /admin/badge-submissions (ADMIN or greater): Badge of Honor claims waiting for staff, oldest first,
// each with its photos, rig and notes; staff verify it or reject it with the reason the member
// reads (ADR 0035). Decisions go through /api/v2/admin/badge-submissions/.
import { StaffPage } from "../../components/cms/staff-page";
import { Check, CircleAlert, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useRevalidator } from "react-router";
import type { QueuedBadgeSubmission } from "../../../shared/contracts/badge-of-honor.contract";
import { BADGE_LIMITS } from "../../../shared/domain/badge-of-honor";
import { Button } from "../../components/ui/button";
import { Field, controlClassName } from "../../components/ui/field";
import { PhotoGrid } from "../../components/ui/photo-grid";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import { fieldError, failureMessage } from "../../lib/request-feedback";
import { useHydrated } from "../../lib/use-hydrated";

const decisionPath = (claim: QueuedBadgeSubmission, decision: "verify" | "reject") =>
  `/api/v2/admin/badge-submissions/${claim.uuid}/${decision}/`;

const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

function ClaimCard({ claim }: { claim: QueuedBadgeSubmission }) {
  const revalidator = useRevalidator();
  const toast = useToast();
  const isHydrated = useHydrated();
  const [isRejecting, setRejecting] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = `claim-${claim.uuid}`;

  async function decide(decision: "verify" | "reject", reason?: string) {
    setBusy(true);
    setFailure(null);
    setReasonError(undefined);
    try {
      await apiFetch(
        decisionPath(claim, decision),
        decision === "reject" ? { method: "POST", json: { reason } } : { method: "POST" },
      );
      toast.show(
        decision === "verify"
          ? `${claim.member.name}'s badge for ${claim.trail.title} is verified.`
          : `${claim.member.name}'s claim was rejected.`,
      );
      await revalidator.revalidate();
    } catch (error) {
      const message = fieldError(error, "reason");
      if (message) setReasonError(message);
      else setFailure(failureMessage(error));
      setBusy(false);
    }
  }

  function reject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = new FormData(event.currentTarget).get("reason");
    void decide("reject", typeof reason === "string" ? reason : "");
  }

  return (
    <li>
      <article aria-labelledby={titleId} className="space-y-4 rounded-xl border border-grey/15 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 id={titleId} className="text-lg font-bold">
              <Link to={claim.trail.href} className={TEXT_LINK_CLASSES}>
                {claim.trail.title}
              </Link>
            </h2>
            <p className="text-grey">
              by{" "}
              <Link to={`/users/${claim.member.uuid}`} className={TEXT_LINK_CLASSES}>
                {claim.member.name}
              </Link>
              , sent {new Date(claim.created_at).toLocaleDateString("en-US", { timeZone: "UTC" })}
            </p>
          </div>
        </div>
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Driven</dt>
          <dd className="text-grey">{longDate(claim.completed_on)}</dd>
          <dt className="font-semibold">Rig</dt>
          <dd className="text-grey">{claim.rig_description}</dd>
          {claim.notes && (
            <>
              <dt className="font-semibold">Notes</dt>
              <dd className="whitespace-pre-line text-grey">{claim.notes}</dd>
            </>
          )}
        </dl>
        <PhotoGrid photos={claim.photos} source={claim.member.name} />
        {failure && (
          <p role="alert" className="flex items-start gap-1.5 font-medium text-brand-red">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {failure}
          </p>
        )}
        {isRejecting ? (
          <form noValidate onSubmit={reject} className="space-y-3">
            <Field label="Reason for the member" error={reasonError} hint="The member reads this and may send the trail again.">
              {(control) => (
                <textarea
                  {...control}
                  name="reason"
                  rows={2}
                  maxLength={BADGE_LIMITS.rejectionReason}
                  autoFocus
                  className={controlClassName(Boolean(reasonError), "py-2.5")}
                />
              )}
            </Field>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={isBusy}>
                <X aria-hidden="true" className="size-4" />
                Reject claim
              </Button>
              <Button variant="secondary" onClick={() => setRejecting(false)} disabled={isBusy}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void decide("verify")} disabled={!isHydrated || isBusy}>
              <Check aria-hidden="true" className="size-4" />
              Verify
            </Button>
            <Button variant="secondary" onClick={() => setRejecting(true)} disabled={!isHydrated || isBusy}>
              Reject…
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}

export function BadgeQueuePage({ claims }: { claims: QueuedBadgeSubmission[] }) {
  return (
    <StaffPage
      title="Badge of Honor claims"
      summary="Waiting for review, oldest first. Check the photos against the trail's guide before verifying."
    >
      {claims.length === 0 ? (
        <p className="rounded-xl bg-neutral-50 p-6 text-grey">No claims are waiting. New ones appear here.</p>
      ) : (
        <ul className="space-y-6" aria-label="Claims waiting for review">
          {claims.map((claim) => (
            <ClaimCard key={claim.uuid} claim={claim} />
          ))}
        </ul>
      )}
    </StaffPage>
  );
}
