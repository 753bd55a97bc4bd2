// What the two request queues share: the state filter and the decision column (the form for an
// open request, the outcome with a link to its history for a decided one).
import type { RequestState } from "../../../../shared/domain/authoring";
import { CmsFilterSelect } from "../../../components/cms/cms-toolbar";
import { TEXT_LINK_CLASSES } from "../../../components/ui/text-link";
import { CHIP_CLASSES, formatDay } from "./formats";
import { RequestDecision } from "./request-decision";

/** The queue opens on open requests; the "any" choice of the filter is that default. */
export function RequestStateFilter({ value }: { value: RequestState | "all" }) {
  return (
    <CmsFilterSelect
      name="state"
      label="State"
      value={value === "open" ? undefined : value}
      anyLabel="Open"
      options={[
        { value: "accepted", label: "Accepted" },
        { value: "declined", label: "Declined" },
        { value: "all", label: "Any state" },
      ]}
    />
  );
}

interface DecisionCellProps {
  request: { id: number; state: RequestState; decision_reason: string | null; reviewed_at: string | null };
  /** "/api/v2/admin/edit-requests/" */
  apiPath: string;
  entityType: string;
  subject: string;
}

export function DecisionCell({ request, apiPath, entityType, subject }: DecisionCellProps) {
  if (request.state === "open") return <RequestDecision path={`${apiPath}${request.id}/`} subject={subject} />;
  return (
    <div className="space-y-1">
      <span
        className={`${CHIP_CLASSES} ${request.state === "accepted" ? "bg-brand-green-dark/10 text-brand-green-dark" : "bg-neutral-100 text-dark-grey"}`}
      >
        {request.state === "accepted" ? "Accepted" : "Declined"}
        {request.reviewed_at && ` ${formatDay(request.reviewed_at)}`}
      </span>
      {request.decision_reason && <p className="text-sm text-grey">{request.decision_reason}</p>}
      <a
        href={`/admin/audit-log?entity_type=${entityType}&entity_id=${request.id}`}
        className={`${TEXT_LINK_CLASSES} block text-sm`}
      >
        History<span className="sr-only"> of {subject}</span>
      </a>
    </div>
  );
}
