// /users/contributor-portal (spec §2.2, SCOUT or greater): a contributor's desk. Their own guides by
// workflow state, starting a new scout route, the paid work staff gave them and asking for more.
import { useState } from "react";
import type { AssignmentRequest } from "../../../shared/contracts/authoring-requests.contract";
import type { ContributorPortal } from "../../../shared/contracts/contributor-portal.contract";
import type { State } from "../../../shared/contracts/site.contract";
import type { StateMenuGroup } from "../../../shared/domain/states-menu";
import { AssignmentRequests, withSentRequests } from "./assignment-requests";
import { PatrolsSection, StatementsSection } from "./assigned-work";
import { MyGuidesSection } from "./my-guides-section";
import { NewRouteCard } from "./new-route-card";
import { PublishingSteps } from "./publishing-steps";

interface ContributorPortalPageProps {
  firstName: string;
  portal: ContributorPortal;
  stateGroups: StateMenuGroup<State>[];
}

export function ContributorPortalPage({ firstName, portal, stateGroups }: ContributorPortalPageProps) {
  // Requests sent on this visit show (and count) at once, before the page is loaded again.
  const [sentRequests, setSentRequests] = useState<AssignmentRequest[]>([]);
  const requests = withSentRequests(portal.assignment_requests, sentRequests);
  const summary = [
    { label: "Guides", count: portal.guides.counts.all, href: "#my-guides" },
    { label: "Statements of work", count: portal.statements_of_work.count, href: "#statements" },
    { label: "Patrols due", count: portal.patrols.count, href: "#patrols" },
    { label: "Requests", count: requests.count, href: "#request-assignment" },
  ];
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Contributor Portal</h1>
        <p className="mt-1 text-grey">Welcome back, {firstName}. Everything you are writing, scouting and patrolling.</p>
        <nav aria-label="Portal sections" className="mt-5">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {summary.map((item) => (
              <li key={item.label}>
                <a
                  href={item.href}
                  className="block h-full rounded-xl border border-grey/15 bg-white px-4 py-3 shadow-sm hover:border-grey/40"
                >
                  <span className="block text-2xl font-extrabold text-dark-grey tabular-nums">{item.count}</span>
                  <span className="text-sm font-medium text-grey">{item.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <MyGuidesSection guides={portal.guides} />
      <NewRouteCard />
      <div className="grid gap-6 lg:grid-cols-2">
        <StatementsSection statements={portal.statements_of_work} />
        <PatrolsSection patrols={portal.patrols} />
      </div>
      <AssignmentRequests
        requests={requests}
        stateGroups={stateGroups}
        onSent={(request) => setSentRequests((sent) => [request, ...sent])}
      />
      <PublishingSteps />
    </div>
  );
}
