// One record's staff history from the audit log (ADR 0047), newest first, shown on the record's
// own staff page. It loads when the page does and again when `version` changes after an edit.
import { useEffect, useState } from "react";
import type { AuditLogPage } from "../../../shared/contracts/audit-log.contract";
import { apiFetch } from "../../lib/api-client";
import { failureMessage } from "../../lib/request-feedback";
import { AuditChanges, auditTime } from "./audit-values";

interface RecordHistoryProps {
  entityType: string;
  entityId: string | number;
  /** Changes after a save, so the history loads again. */
  version?: unknown;
}

export function RecordHistory({ entityType, entityId, version }: RecordHistoryProps) {
  const [page, setPage] = useState<AuditLogPage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams({ entity_type: entityType, entity_id: String(entityId), page_size: "25" });
    apiFetch<AuditLogPage>(`/api/v2/admin/audit-log/?${params}`).then(setPage, (error: unknown) =>
      setFailure(failureMessage(error)),
    );
  }, [entityType, entityId, version]);

  return (
    <section aria-labelledby="record-history-title" className="space-y-3 rounded-xl border border-grey/15 bg-white p-4 shadow-sm">
      <h2 id="record-history-title" className="text-lg font-bold text-dark-grey">
        Staff history
      </h2>
      {failure && (
        <p role="alert" className="text-brand-red">
          {failure}
        </p>
      )}
      {!page && !failure && <p className="text-grey">Loading…</p>}
      {page && page.results.length === 0 && <p className="text-grey">No staff changes yet.</p>}
      {page && page.results.length > 0 && (
        <ol className="space-y-3 text-sm">
          {page.results.map((entry) => (
            <li key={entry.id} className="border-l-2 border-brand-green-dark/40 pl-3">
              <p>
                <span className="font-semibold">{entry.action}</span> by {entry.actor?.name ?? "a removed account"},{" "}
                <time dateTime={entry.created_at}>{auditTime(entry.created_at)}</time>
              </p>
              <AuditChanges entry={entry} />
              {entry.reason && <p className="text-grey">Reason: {entry.reason}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
