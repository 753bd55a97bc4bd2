// How an audit entry's fields read: each changed field with its value before and after.
import type { AuditEntry } from "../../../shared/contracts/audit-log.contract";

const shown = (value: unknown) =>
  value === null || value === undefined || value === "" ? "—" : typeof value === "string" ? value : JSON.stringify(value);

export function AuditChanges({ entry }: { entry: Pick<AuditEntry, "before" | "after"> }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return <span className="text-grey">—</span>;
  return (
    <dl className="space-y-0.5">
      {fields.map((field) => (
        <div key={field} className="flex flex-wrap gap-x-1.5">
          <dt className="font-semibold">{field}:</dt>
          <dd className="break-all">
            {entry.before && <del className="text-grey">{shown(entry.before[field])}</del>}
            {entry.before && entry.after && <span aria-hidden="true"> → </span>}
            {entry.after && <ins className="no-underline">{shown(entry.after[field])}</ins>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export const auditTime = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";
