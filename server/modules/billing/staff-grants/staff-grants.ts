// Complimentary access (ADR 0049): staff give an account the paid tier for free until a day they
// choose, or take it back. Both run inside the caller's transaction and rewrite the account's
// membership projection there, as every change to the billing records does (membership.ts).
import type { Executor } from "../../../db/client";
import { syncMembership, type MembershipState } from "../membership";
import { createStaffGrantsRepository, type StaffGrantRow } from "./staff-grants.repository";

export type { StaffGrantRow };

export async function grantComplimentaryAccess(
  tx: Executor,
  grant: { userId: number; grantedBy: number; startsAt: Date; endsAt: Date },
): Promise<{ grant: StaffGrantRow; membership: MembershipState }> {
  const row = await createStaffGrantsRepository(tx).insert(grant);
  return { grant: row, membership: await syncMembership(tx, grant.userId, grant.startsAt) };
}

/** Null when the grant is not the account's, not a staff grant, already revoked or already over. */
export async function revokeComplimentaryAccess(
  tx: Executor,
  revocation: { userId: number; grantId: number; now: Date },
): Promise<{ grant: StaffGrantRow; membership: MembershipState } | null> {
  const row = await createStaffGrantsRepository(tx).revokeRunning(revocation.userId, revocation.grantId, revocation.now);
  if (!row) return null;
  return { grant: row, membership: await syncMembership(tx, revocation.userId, revocation.now) };
}
