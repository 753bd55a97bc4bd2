// Sharing lists (docs/decisions/0039-list-sharing.md): lists shared with the signed-in user, a list's
// members and invitations (owner), leaving (member), and the invitation link's page, accept and
// decline. Who may do what is shared/domain/list-sharing.ts.
import { getCookie } from "hono/cookie";
import { ROUTE_RULES } from "../../../shared/domain/access";
import { LOCALE_COOKIE } from "../../../shared/domain/locales";
import { requires } from "../../http/route-access";
import { createRoute, z } from "@hono/zod-openapi";
import {
  invitationViewSchema,
  listInvitationInputSchema,
  listInvitationSchema,
  listMembersSchema,
  listMemberUpdateSchema,
  sharedListSummarySchema,
} from "../../../shared/contracts/lists.contract";
import { pageQuerySchema, paginatedSchema } from "../../../shared/contracts/site.contract";
import { requireUser } from "../../http/authenticate";
import { apiRouter, errorResponse, json, jsonBody } from "../../http/openapi-routes";
import { pageLinks } from "../site/page-links";
import { LIST_TAGS, listParams, noSuchList, notPermitted, serialIdParam, signedOut } from "./list-route-params";
import type { Services } from "../../services";

const memberParams = listParams.extend({
  user_uuid: z.uuid().openapi({ param: { name: "user_uuid", in: "path" }, example: "0d9b2f4e-6c1a-4e8b-9f3d-2a1b3c4d5e6f" }),
});
const invitationParams = listParams.extend({ invitation_id: serialIdParam("invitation_id", 4) });
const tokenParams = z.object({
  token: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: "token", in: "path" }, example: "q8Vd3…" }),
});

const listSharedWithMe = createRoute({
  method: "get",
  path: "/v2/lists/shared/",
  middleware: [requires(ROUTE_RULES.signedIn)] as const,
  tags: LIST_TAGS,
  summary: "Lists others shared with the signed-in user, most recently joined first",
  request: { query: pageQuerySchema },
  responses: { 200: json(paginatedSchema(sharedListSummarySchema), "A page of lists"), 401: signedOut },
});

const getMembers = createRoute({
  method: "get",
  path: "/v2/lists/{uuid}/members/",
  middleware: [requires(ROUTE_RULES.listMember)] as const,
  tags: LIST_TAGS,
  summary: "Who the list is shared with (owner and members); unanswered invitations for the owner only",
  request: { params: listParams },
  responses: {
    200: json(listMembersSchema, "Members and invitations"),
    401: signedOut,
    403: errorResponse("Not a member"),
    404: noSuchList,
  },
});

const invite = createRoute({
  method: "post",
  path: "/v2/lists/{uuid}/invitations/",
  middleware: [requires(ROUTE_RULES.listMember)] as const,
  tags: LIST_TAGS,
  summary: "Invite someone by e-mail as a viewer or an editor (owner); inviting an address again renews its link",
  request: { params: listParams, body: jsonBody(listInvitationInputSchema) },
  responses: {
    201: json(listInvitationSchema, "The invitation, e-mailed"),
    400: errorResponse("Invalid address or rights, or the owner's own address"),
    401: signedOut,
    403: notPermitted,
    404: noSuchList,
    409: errorResponse("Already a member, or the list is shared with as many people as it may be"),
    429: errorResponse("Too many invitations today"),
  },
});

const withdrawInvitation = createRoute({
  method: "delete",
  path: "/v2/lists/{uuid}/invitations/{invitation_id}/",
  middleware: [requires(ROUTE_RULES.listMember)] as const,
  tags: LIST_TAGS,
  summary: "Withdraw an unanswered invitation (owner); its link stops working",
  request: { params: invitationParams },
  responses: {
    204: { description: "Withdrawn" },
    401: signedOut,
    403: notPermitted,
    404: errorResponse("No such list or invitation"),
  },
});

const changeMember = createRoute({
  method: "patch",
  path: "/v2/lists/{uuid}/members/{user_uuid}/",
  middleware: [requires(ROUTE_RULES.listMember)] as const,
  tags: LIST_TAGS,
  summary: "Make a member a viewer or an editor (owner)",
  request: { params: memberParams, body: jsonBody(listMemberUpdateSchema) },
  responses: {
    204: { description: "Changed" },
    400: errorResponse("Invalid rights"),
    401: signedOut,
    403: notPermitted,
    404: errorResponse("No such list or member"),
  },
});

const removeMember = createRoute({
  method: "delete",
  path: "/v2/lists/{uuid}/members/{user_uuid}/",
  middleware: [requires(ROUTE_RULES.listMember)] as const,
  tags: LIST_TAGS,
  summary: "Remove a member (owner), or leave the list (the member themselves)",
  request: { params: memberParams },
  responses: { 204: { description: "Removed" }, 401: signedOut, 403: notPermitted, 404: errorResponse("No such list or member") },
});

const getInvitation = createRoute({
  method: "get",
  path: "/v2/list-invitations/{token}/",
  middleware: [requires(ROUTE_RULES.tokenHolder)] as const,
  tags: LIST_TAGS,
  summary: "The invitation a link carries: the list, who invited, the rights and whether it is still open",
  request: { params: tokenParams },
  responses: { 200: json(invitationViewSchema, "The invitation"), 404: errorResponse("No invitation has this link") },
});

const acceptInvitation = createRoute({
  method: "post",
  path: "/v2/list-invitations/{token}/accept/",
  middleware: [requires(ROUTE_RULES.invitee)] as const,
  tags: LIST_TAGS,
  summary: "Accept as the account with the invited address; the list is then shared with it",
  request: { params: tokenParams },
  responses: {
    200: json(z.object({ list_uuid: z.uuid() }), "Accepted: the list to open"),
    401: signedOut,
    403: errorResponse("Signed in with another address than the invited one"),
    404: errorResponse("No invitation has this link"),
    409: errorResponse("Already answered, or expired"),
  },
});

const declineInvitation = createRoute({
  method: "post",
  path: "/v2/list-invitations/{token}/decline/",
  middleware: [requires(ROUTE_RULES.invitee)] as const,
  tags: LIST_TAGS,
  summary: "Decline as the account with the invited address",
  request: { params: tokenParams },
  responses: {
    204: { description: "Declined" },
    401: signedOut,
    403: errorResponse("Signed in with another address than the invited one"),
    404: errorResponse("No invitation has this link"),
    409: errorResponse("Already answered, or expired"),
  },
});

export function listSharingRoutes(services: Pick<Services, "listSharing">) {
  return apiRouter()
    .openapi(listSharedWithMe, async (c) => {
      const { page, page_size: pageSize } = c.req.valid("query");
      const { count, results } = await services.listSharing.listSharedWithMe(requireUser(c), { page, pageSize });
      return c.json({ count, ...pageLinks(c, page, pageSize, count), results }, 200);
    })
    .openapi(getMembers, async (c) =>
      c.json(await services.listSharing.listMembers(c.req.valid("param").uuid, requireUser(c)), 200),
    )
    .openapi(invite, async (c) => {
      const user = requireUser(c);
      const { uuid } = c.req.valid("param");
      const invited = await services.listSharing.invite(uuid, c.req.valid("json"), user, getCookie(c, LOCALE_COOKIE));
      return c.json(invited, 201);
    })
    .openapi(withdrawInvitation, async (c) => {
      const { uuid, invitation_id: invitationId } = c.req.valid("param");
      await services.listSharing.withdrawInvitation(uuid, invitationId, requireUser(c));
      return c.body(null, 204);
    })
    .openapi(changeMember, async (c) => {
      const { uuid, user_uuid: userUuid } = c.req.valid("param");
      await services.listSharing.changeMemberRole(uuid, userUuid, c.req.valid("json"), requireUser(c));
      return c.body(null, 204);
    })
    .openapi(removeMember, async (c) => {
      const { uuid, user_uuid: userUuid } = c.req.valid("param");
      await services.listSharing.removeMember(uuid, userUuid, requireUser(c));
      return c.body(null, 204);
    })
    .openapi(getInvitation, async (c) => c.json(await services.listSharing.getInvitation(c.req.valid("param").token), 200))
    .openapi(acceptInvitation, async (c) => {
      const user = requireUser(c);
      return c.json(await services.listSharing.acceptInvitation(c.req.valid("param").token, user), 200);
    })
    .openapi(declineInvitation, async (c) => {
      await services.listSharing.declineInvitation(c.req.valid("param").token, requireUser(c));
      return c.body(null, 204);
    });
}
