// A statement of work as its contributor reads it (ADR 0043): who it is for, the area, the pay and
// the deadline, the scope, the deliverables, and whether and when it was signed.
import { CircleCheck, FileSignature } from "lucide-react";
import type { StatementOfWork } from "../../../shared/contracts/statement-of-work.contract";
import { formatUsd } from "../../../shared/domain/pricing";

/** "January 25, 2027" for a calendar date. */
export const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

export const formatPay = (cents: number) => formatUsd(cents / 100);

export function SignatureState({ statement }: { statement: StatementOfWork }) {
  const { signature, contributor } = statement;
  if (!signature) {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-neutral-100 p-4 text-dark-grey">
        <FileSignature aria-hidden="true" className="size-5 shrink-0" />
        Not signed yet.
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2 rounded-xl border border-brand-green-dark/30 bg-brand-green/10 p-4 text-dark-grey">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-green-dark" />
      <span>
        Signed <span className="font-semibold">&ldquo;{signature.name}&rdquo;</span> on{" "}
        <time dateTime={signature.signed_at}>{dateTime.format(new Date(signature.signed_at))} UTC</time>
        {signature.signed_by && signature.signed_by.uuid !== contributor.uuid && (
          <>
            {" "}
            by {signature.signed_by.name} for {contributor.name}
          </>
        )}
        . This statement is read-only.
      </span>
    </p>
  );
}

export function StatementDetails({ statement }: { statement: StatementOfWork }) {
  return (
    <div className="space-y-6">
      <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-grey/15 bg-white p-5 shadow-sm sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-grey">For</dt>
          <dd className="text-dark-grey">{statement.contributor.name}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-grey">Area</dt>
          <dd className="text-dark-grey">
            {statement.area_description}
            {statement.state && `, ${statement.state.title}`}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-grey">Pay</dt>
          <dd className="text-xl font-bold text-dark-grey tabular-nums">{formatPay(statement.pay_cents)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-grey">Deadline</dt>
          <dd className="text-dark-grey">
            <time dateTime={statement.deadline}>{longDate(statement.deadline)}</time>
          </dd>
        </div>
      </dl>
      <section aria-labelledby="scope-title" className="space-y-2">
        <h2 id="scope-title" className="text-xl font-bold">
          Scope
        </h2>
        {/* Escaped paragraphs written by the server (ADR 0043). */}
        <div className="space-y-3 text-dark-grey" dangerouslySetInnerHTML={{ __html: statement.scope_html }} />
      </section>
      <section aria-labelledby="deliverables-title" className="space-y-2">
        <h2 id="deliverables-title" className="text-xl font-bold">
          Deliverables
        </h2>
        <ul className="list-disc space-y-1 pl-6 text-dark-grey">
          {statement.deliverables.map((deliverable, index) => (
            <li key={index}>{deliverable}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The frame of every statement-of-work page: a kicker, the title and what goes under it. */
export function StatementPageFrame({ kicker, title, children }: { kicker: string; title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <p className="text-sm font-semibold tracking-wide text-grey uppercase">{kicker}</p>
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      </header>
      {children}
    </div>
  );
}
