// /api/v2/admin/coupons/: staff coupon management (ADMIN or greater).
import { ROUTE_RULES } from "../../../../shared/domain/access";
import { requires } from "../../../http/route-access";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  couponListQuerySchema,
  couponPageSchema,
  couponSchema,
  couponUpdateSchema,
  couponWriteSchema,
  type Coupon,
} from "../../../../shared/contracts/billing.contract";
import { cmsListResponse, respondWithCmsList, type CsvColumn } from "../../../http/cms-list";
import type { AppEnv } from "../../../http/app-env";
import { errorResponse, idParam, json, jsonBody, pathValidationHook } from "../../../http/openapi-routes";
import type { Services } from "../../../services";

const TAGS = ["Coupons"];

const couponParams = z.object({ id: idParam.openapi({ param: { name: "id", in: "path" }, example: 3 }) });

const signedOut = errorResponse("Not signed in");
const notStaff = errorResponse("Not ADMIN or greater");

const COUPON_CSV_COLUMNS: CsvColumn<Coupon>[] = [
  { header: "Id", cell: (coupon) => coupon.id },
  { header: "Code", cell: (coupon) => coupon.code },
  { header: "Percent off", cell: (coupon) => coupon.percent_off },
  { header: "Amount off (USD)", cell: (coupon) => centsAsDollars(coupon.amount_off_cents) },
  { header: "Plan", cell: (coupon) => coupon.plan_code ?? "any" },
  { header: "Last day", cell: (coupon) => coupon.expires_at },
  { header: "Maximum uses", cell: (coupon) => coupon.max_redemptions },
  { header: "Uses", cell: (coupon) => coupon.redemptions },
  { header: "Status", cell: (coupon) => coupon.status },
  { header: "Created", cell: (coupon) => coupon.created_at },
];

function centsAsDollars(cents: number | null): string | null {
  return cents === null ? null : (cents / 100).toFixed(2);
}

const listCoupons = createRoute({
  method: "get",
  path: "/v2/admin/coupons/",
  middleware: [requires(ROUTE_RULES.admin)] as const,
  tags: TAGS,
  summary:
    "Coupons with their uses (held by open checkouts or redeemed) and status: search the code (q), filter by status, kind and plan, sort, page; format=csv exports",
  request: { query: couponListQuerySchema },
  responses: {
    200: cmsListResponse(couponPageSchema, "A page of coupons, or with format=csv every match as CSV"),
    400: errorResponse("Invalid query"),
    401: signedOut,
    403: notStaff,
  },
});

const createCoupon = createRoute({
  method: "post",
  path: "/v2/admin/coupons/",
  middleware: [requires(ROUTE_RULES.admin)] as const,
  tags: TAGS,
  summary: "Create a coupon: a percentage or an amount off, optionally for one plan, until a date, up to a number of uses",
  request: { body: jsonBody(couponWriteSchema) },
  responses: {
    201: json(couponSchema, "The new coupon"),
    400: errorResponse("Invalid fields or an unknown plan"),
    401: signedOut,
    403: notStaff,
    409: errorResponse("A coupon with that code already exists (named under fields.code too)"),
  },
});

const updateCoupon = createRoute({
  method: "patch",
  path: "/v2/admin/coupons/{id}/",
  middleware: [requires(ROUTE_RULES.admin)] as const,
  tags: TAGS,
  summary: "Change a coupon's expiry or limit, or archive it so checkout no longer accepts it",
  request: { params: couponParams, body: jsonBody(couponUpdateSchema) },
  responses: {
    200: json(couponSchema, "The coupon"),
    400: errorResponse("Invalid fields"),
    401: signedOut,
    403: notStaff,
    404: errorResponse("No such coupon"),
  },
});

export function couponAdminRoutes(services: Pick<Services, "couponAdmin">) {
  return new OpenAPIHono<AppEnv>({ defaultHook: pathValidationHook })
    .openapi(listCoupons, async (c) => {
      const query = c.req.valid("query");
      const page = await services.couponAdmin.list(c.var.user, query);
      return respondWithCmsList(c, query, page, { columns: COUPON_CSV_COLUMNS, fileName: "coupons.csv" });
    })
    .openapi(createCoupon, async (c) => c.json(await services.couponAdmin.create(c.var.user, c.req.valid("json")), 201))
    .openapi(updateCoupon, async (c) =>
      c.json(await services.couponAdmin.update(c.var.user, c.req.valid("param").id, c.req.valid("json")), 200),
    );
}
