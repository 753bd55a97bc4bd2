// The browser's calls for sharing lists: members, invitations, and answering an invitation's link.
// Kept apart from the add-to-list client, which guide pages load.
import type { ListInvitation, ListInvitationInput, ListMembers } from "../../../shared/contracts/lists.contract";
import type { ListMemberRole } from "../../../shared/domain/list-sharing";
import { apiFetch } from "../../lib/api-client";

const listPath = (uuid: string) => `/api/v2/lists/${encodeURIComponent(uuid)}/`;
const memberPath = (uuid: string, userUuid: string) => `${listPath(uuid)}members/${encodeURIComponent(userUuid)}/`;
const invitationPath = (token: string) => `/api/v2/list-invitations/${encodeURIComponent(token)}/`;

export const listSharingClient = {
  listMembers: (uuid: string) => apiFetch<ListMembers>(`${listPath(uuid)}members/`),

  invite: (uuid: string, input: ListInvitationInput) =>
    apiFetch<ListInvitation>(`${listPath(uuid)}invitations/`, { method: "POST", json: input }),

  withdrawInvitation: (uuid: string, invitationId: number) =>
    apiFetch<void>(`${listPath(uuid)}invitations/${invitationId}/`, { method: "DELETE" }),

  changeMemberRole: (uuid: string, userUuid: string, role: ListMemberRole) =>
    apiFetch<void>(memberPath(uuid, userUuid), { method: "PATCH", json: { role } }),

  /** The owner removing a member, or a member leaving (with their own uuid). */
  removeMember: (uuid: string, userUuid: string) => apiFetch<void>(memberPath(uuid, userUuid), { method: "DELETE" }),

  acceptInvitation: (token: string) => apiFetch<{ list_uuid: string }>(`${invitationPath(token)}accept/`, { method: "POST" }),

  declineInvitation: (token: string) => apiFetch<void>(`${invitationPath(token)}decline/`, { method: "POST" }),
};
