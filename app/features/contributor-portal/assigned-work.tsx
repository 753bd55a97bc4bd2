// The work staff have given the contributor: statements of work to read and sign, and patrols to
// drive and report on, the soonest due first.
import { CircleAlert } from "lucide-react";
import { Link } from "react-router";
import type { ContributorPortal } from "../../../shared/contracts/contributor-portal.contract";
import { OPEN_PATROL_STATE_LABELS } from "../../../shared/domain/contributor-portal";
import { formatUsd } from "../../../shared/domain/pricing";
import { buttonClassName } from "../../components/ui/button";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { formatDay, SECTION_CARD_CLASSES, SECTION_TITLE_CLASSES } from "./portal-format";

function MoreThanShown({ shown, count, noun }: { shown: number; count: number; noun: string }) {
  if (count <= shown) return null;
  return (
    <p className="mt-3 text-sm text-grey">
      Showing {shown} of {count} {noun}.
    </p>
  );
}

export function StatementsSection({ statements }: { statements: ContributorPortal["statements_of_work"] }) {
  return (
    <section id="statements" aria-labelledby="statements-title" className={SECTION_CARD_CLASSES}>
      <h2 id="statements-title" className={SECTION_TITLE_CLASSES}>
        Statements of work
      </h2>
      {statements.results.length === 0 ? (
        <p className="mt-3 text-grey">
          No statements of work yet. When the editors offer you paid work, it appears here for you to read and sign.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-grey/15">
          {statements.results.map((statement) => (
            <li key={statement.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
              <div className="min-w-0 space-y-1">
                <Link to={statement.view_url} className={TEXT_LINK_CLASSES}>
                  {statement.title}
                </Link>
                <p className="text-sm text-grey">
                  <span className="tabular-nums">{formatUsd(statement.pay_cents / 100)}</span> · due{" "}
                  {formatDay(statement.deadline)}
                </p>
              </div>
              {statement.sign_url ? (
                <Link to={statement.sign_url} className={buttonClassName({ size: "sm" })}>
                  Sign<span className="sr-only"> {statement.title}</span>
                </Link>
              ) : (
                <p className="text-sm font-medium text-[#1d5015]">
                  Signed {statement.signed_at && formatDay(statement.signed_at)}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <MoreThanShown shown={statements.results.length} count={statements.count} noun="statements" />
    </section>
  );
}

export function PatrolsSection({ patrols }: { patrols: ContributorPortal["patrols"] }) {
  return (
    <section id="patrols" aria-labelledby="patrols-title" className={SECTION_CARD_CLASSES}>
      <h2 id="patrols-title" className={SECTION_TITLE_CLASSES}>
        Patrols due
      </h2>
      {patrols.results.length === 0 ? (
        <p className="mt-3 text-grey">
          No patrols due. Staff assign trails to drive and report on; to ask for work,{" "}
          <a href="#request-assignment" className={TEXT_LINK_CLASSES}>
            request a new assignment
          </a>
          .
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-grey/15">
          {patrols.results.map((patrol) => (
            <li key={patrol.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
              <div className="min-w-0 space-y-1">
                <p className="font-semibold text-dark-grey">{patrol.trail_title}</p>
                <p className="flex flex-wrap items-center gap-x-3 text-sm text-grey">
                  <span>Due {formatDay(patrol.due_on)}</span>
                  <span>{OPEN_PATROL_STATE_LABELS[patrol.state]}</span>
                  {patrol.is_overdue && (
                    <span className="inline-flex items-center gap-1 font-semibold text-brand-red">
                      <CircleAlert aria-hidden className="size-4" />
                      Overdue
                    </span>
                  )}
                </p>
              </div>
              <Link to={patrol.form_url} className={buttonClassName({ variant: "secondary", size: "sm" })}>
                {patrol.state === "reported" ? "See report" : "Patrol form"}
                <span className="sr-only"> for {patrol.trail_title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <MoreThanShown shown={patrols.results.length} count={patrols.count} noun="open patrols" />
    </section>
  );
}
