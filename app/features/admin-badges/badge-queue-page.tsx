// /admin/badge-submissions (ADMIN or greater): Badge of Honor claims waiting for staff, oldest first,
// each with its photos, rig and notes; staff verify it or reject it with the reason the member
// reads (ADR 0035). Decisions go through /api/v2/admin/badge-submissions/.
import { StaffDecision } from "../../components/cms/staff-decision";
import { StaffPage } from "../../components/cms/staff-page";
import { Link } from "react-router";
import type { QueuedBadgeSubmission } from "../../../shared/contracts/badge-of-honor.contract";
import { BADGE_LIMITS } from "../../../shared/domain/badge-of-honor";
import { PhotoGrid } from "../../components/ui/photo-grid";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";

const decisionPath = (claim: QueuedBadgeSubmission, decision: "verify" | "reject") =>
  `/api/v2/admin/badge-submissions/${claim.uuid}/${decision}/`;

const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

function ClaimCard({ claim }: { claim: QueuedBadgeSubmission }) {
  const titleId = `claim-${claim.uuid}`;

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
        <StaffDecision
          acceptLabel="Verify"
          rejectLabel="Reject claim"
          reasonLabel="Reason for the member"
          reasonHint="The member reads this and may send the trail again."
          reasonMaxLength={BADGE_LIMITS.rejectionReason}
          decisionPath={(decision) => decisionPath(claim, decision === "accept" ? "verify" : "reject")}
          doneMessage={(decision) =>
            decision === "accept"
              ? `${claim.member.name}'s badge for ${claim.trail.title} is verified.`
              : `${claim.member.name}'s claim was rejected.`
          }
        />
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
