// Reads one record's audit log entries through the API, as SUPER, for API tests of staff changes.
import { auditLogPageSchema, type AuditEntry } from "../../shared/contracts/audit-log.contract";
import { insertReader } from "../factories/guides";
import type { TestApp } from "../setup/test-app";
import { apiRequest } from "./api-request";

export async function auditEntriesOf(t: TestApp, entityType: string, entityId: number): Promise<AuditEntry[]> {
  const auditor = await insertReader(t.db, t.services, { role: "SUPER" });
  const params = new URLSearchParams({ entity_type: entityType, entity_id: String(entityId) });
  const response = await apiRequest(t.app, "GET", `/v2/admin/audit-log/?${params}`, undefined, auditor.headers);
  return auditLogPageSchema.parse(await response.json()).results;
}
