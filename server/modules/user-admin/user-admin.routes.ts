// /api/v2/admin/users/...: the user tools (SUPER only; ADR 0049). The list searches, filters, sorts,
// pages and exports CSV; each change to an account takes a reason and answers the account as it now is.
// /api/v2/admin/partner-users/: the tire partner's sign-ups with their plan codes.
import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import {
  adminUserDetailSchema,
  complimentaryAccessSchema,
  partnerUserPageSchema,
  partnerUserQuerySchema,
  roleChangeSchema,
  staffReasonSchema,
  userAdminPageSchema,
  userAdminQuerySchema,
  type AdminUser,
  type PartnerUser,
} from "../../../shared/contracts/user-admin.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import type { AppEnv } from "../../http/app-env";
import { requireUser } from "../../http/authenticate";
import { cmsListResponse, respondWithCmsList, type CsvColumn } from "../../http/cms-list";
import { requires } from "../../http/route-access";
import { validationHook } from "../../http/validation";
import { errorResponse, idParam, json, jsonBody } from "../../http/openapi-routes";
import type { Services } from "../../services";

const TAGS = ["Admin"];
const refusals = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Not a super user"),
};

const USER_CSV_COLUMNS: CsvColumn<AdminUser>[] = [
  { header: "Name", cell: (user) => user.name },
  { header: "E-mail", cell: (user) => user.email },
  { header: "Role", cell: (user) => user.role },
  { header: "Membership", cell: (user) => user.membership },
  { header: "Joined", cell: (user) => user.joined_at },
  { header: "Disabled", cell: (user) => user.disabled_at },
  { header: "UUID", cell: (user) => user.uuid },
];

const PARTNER_USER_CSV_COLUMNS: CsvColumn<PartnerUser>[] = [
  { header: "Name", cell: (user) => user.name },
  { header: "E-mail", cell: (user) => user.email },
  { header: "Membership", cell: (user) => user.membership },
  { header: "Plan codes", cell: (user) => user.plan_codes.join(" ") },
  { header: "Joined", cell: (user) => user.joined_at },
  { header: "UUID", cell: (user) => user.uuid },
];

const userParams = z.object({ uuid: z.uuid().openapi({ param: { name: "uuid", in: "path" } }) });
const grantParams = userParams.extend({ id: idParam.openapi({ param: { name: "id", in: "path" }, example: 12 }) });

const listUsers = createRoute({
  method: "get",
  path: "/v2/admin/users/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "Accounts: search name or e-mail (q), filter by role, membership and account state; format=csv exports",
  request: { query: userAdminQuerySchema },
  responses: {
    200: cmsListResponse(userAdminPageSchema, "A page of accounts, or with format=csv every matching account as CSV"),
    400: errorResponse("A filter that is not valid"),
    ...refusals,
  },
});

const getUser = createRoute({
  method: "get",
  path: "/v2/admin/users/{uuid}/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "One account with its membership, subscriptions, payments, refunds and grants",
  request: { params: userParams },
  responses: { 200: json(adminUserDetailSchema, "The account"), ...refusals, 404: errorResponse("No such account") },
});

/** A change to one account: its body, and the account as it is afterwards. */
function accountChange<Body extends z.ZodType, Params extends z.ZodObject = typeof userParams>(
  path: string,
  summary: string,
  body: Body,
  params: Params = userParams as unknown as Params,
) {
  return createRoute({
    method: "post",
    path,
    middleware: [requires(ROUTE_RULES.super)] as const,
    tags: TAGS,
    summary,
    request: { params, body: jsonBody(body) },
    responses: {
      200: json(adminUserDetailSchema, "The account after the change"),
      400: errorResponse("A field that is not valid (the reason is required)"),
      ...refusals,
      404: errorResponse("No such account"),
      409: errorResponse("The account is already in that state"),
    },
  });
}

const setRole = accountChange(
  "/v2/admin/users/{uuid}/role/",
  "Set the account's role, with a reason; lowering a role ends the account's sessions. A super user cannot lower their own",
  roleChangeSchema,
);
const grantAccess = accountChange(
  "/v2/admin/users/{uuid}/complimentary-access/",
  "Give complimentary All-Access until the end of a day (UTC), with a reason",
  complimentaryAccessSchema,
);
const revokeAccess = accountChange(
  "/v2/admin/users/{uuid}/complimentary-access/{id}/revoke/",
  "Take back a running complimentary grant, with a reason",
  staffReasonSchema,
  grantParams,
);
const disableUser = accountChange(
  "/v2/admin/users/{uuid}/disable/",
  "Disable the account, with a reason: it cannot sign in or refresh, and its sessions end. Not one's own",
  staffReasonSchema,
);
const enableUser = accountChange(
  "/v2/admin/users/{uuid}/enable/",
  "Re-enable a disabled account, with a reason",
  staffReasonSchema,
);

const listPartnerUsers = createRoute({
  method: "get",
  path: "/v2/admin/partner-users/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "The tire partner's sign-ups with their plan codes: search (q), sort; format=csv exports",
  request: { query: partnerUserQuerySchema },
  responses: {
    200: cmsListResponse(partnerUserPageSchema, "A page of the partner's accounts, or every one as CSV"),
    400: errorResponse("A query that is not valid"),
    ...refusals,
  },
});

export function userAdminRoutes(services: Pick<Services, "userAdmin">) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(listUsers, async (c) => {
      const query = c.req.valid("query");
      const page = await services.userAdmin.list(query);
      return respondWithCmsList(c, query, page, { columns: USER_CSV_COLUMNS, fileName: "users.csv" });
    })
    .openapi(getUser, async (c) => c.json(await services.userAdmin.get(c.req.valid("param").uuid), 200))
    .openapi(setRole, async (c) =>
      c.json(await services.userAdmin.setRole(requireUser(c), c.req.valid("param").uuid, c.req.valid("json")), 200),
    )
    .openapi(grantAccess, async (c) =>
      c.json(await services.userAdmin.grantAccess(requireUser(c), c.req.valid("param").uuid, c.req.valid("json")), 200),
    )
    .openapi(revokeAccess, async (c) => {
      const { uuid, id } = c.req.valid("param");
      return c.json(await services.userAdmin.revokeAccess(requireUser(c), uuid, id, c.req.valid("json")), 200);
    })
    .openapi(disableUser, async (c) =>
      c.json(await services.userAdmin.disable(requireUser(c), c.req.valid("param").uuid, c.req.valid("json")), 200),
    )
    .openapi(enableUser, async (c) =>
      c.json(await services.userAdmin.enable(requireUser(c), c.req.valid("param").uuid, c.req.valid("json")), 200),
    )
    .openapi(listPartnerUsers, async (c) => {
      const query = c.req.valid("query");
      const page = await services.userAdmin.listPartnerUsers(query);
      return respondWithCmsList(c, query, page, { columns: PARTNER_USER_CSV_COLUMNS, fileName: "partner-users.csv" });
    });
}
