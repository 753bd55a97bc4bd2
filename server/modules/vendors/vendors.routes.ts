// /api/v2/admin/vendors/ (SUPER): the vendors list (JSON or CSV), one vendor with its statements,
// create and edit, each change audited; and /api/v2/admin/choices/ for the pickers of the
// contributor tools' forms (people by name or e-mail, published trails by title). ADR 0052.
import { createRoute, z } from "@hono/zod-openapi";
import {
  choiceQuerySchema,
  personChoiceSchema,
  trailChoiceSchema,
  vendorDetailSchema,
  vendorFieldsSchema,
  vendorListQuerySchema,
  vendorPageSchema,
  vendorSchema,
  type Vendor,
} from "../../../shared/contracts/vendor.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requireUser } from "../../http/authenticate";
import { cmsListResponse, respondWithCmsList, type CsvColumn } from "../../http/cms-list";
import { requires } from "../../http/route-access";
import { apiRouter, errorResponse, json, jsonBody } from "../../http/openapi-routes";
import { guideParams } from "../guides/route-helpers";
import type { Services } from "../../services";

const TAGS = ["Vendors"];
const signedOut = errorResponse("Not signed in");
const notSuper = errorResponse("Not SUPER");
const notFound = errorResponse("No such vendor");
const invalid = errorResponse("Invalid fields, with the reason next to each");

const VENDOR_CSV_COLUMNS: CsvColumn<Vendor>[] = [
  { header: "Id", cell: (vendor) => vendor.id },
  { header: "Name", cell: (vendor) => vendor.name },
  { header: "Contact", cell: (vendor) => vendor.contact_name },
  { header: "E-mail", cell: (vendor) => vendor.email },
  { header: "Phone", cell: (vendor) => vendor.phone },
  { header: "Payment reference", cell: (vendor) => vendor.payment_reference },
  { header: "Active", cell: (vendor) => (vendor.active ? "yes" : "no") },
  { header: "Account", cell: (vendor) => vendor.user?.email },
  { header: "Notes", cell: (vendor) => vendor.notes },
  { header: "Created", cell: (vendor) => vendor.created_at },
  { header: "Updated", cell: (vendor) => vendor.updated_at },
];

const listVendors = createRoute({
  method: "get",
  path: "/v2/admin/vendors/",
  tags: TAGS,
  summary: "Vendors: search (q), filter by active and linked account, sort, page; format=csv exports (SUPER)",
  middleware: [requires(ROUTE_RULES.super)] as const,
  request: { query: vendorListQuerySchema },
  responses: {
    200: cmsListResponse(vendorPageSchema, "A page of vendors, or with format=csv every match as CSV"),
    400: invalid,
    401: signedOut,
    403: notSuper,
  },
});

const getVendor = createRoute({
  method: "get",
  path: "/v2/admin/vendors/{id}/",
  tags: TAGS,
  summary: "One vendor with the statements of work addressed to their account (SUPER)",
  middleware: [requires(ROUTE_RULES.super)] as const,
  request: { params: guideParams },
  responses: { 200: json(vendorDetailSchema, "The vendor"), 401: signedOut, 403: notSuper, 404: notFound },
});

const createVendor = createRoute({
  method: "post",
  path: "/v2/admin/vendors/",
  tags: TAGS,
  summary: "Add a vendor, optionally linked to an account by e-mail (SUPER)",
  middleware: [requires(ROUTE_RULES.super)] as const,
  request: { body: jsonBody(vendorFieldsSchema) },
  responses: { 201: json(vendorSchema, "The vendor"), 400: invalid, 401: signedOut, 403: notSuper },
});

const updateVendor = createRoute({
  method: "put",
  path: "/v2/admin/vendors/{id}/",
  tags: TAGS,
  summary: "Change a vendor: every field is sent (SUPER)",
  middleware: [requires(ROUTE_RULES.super)] as const,
  request: { params: guideParams, body: jsonBody(vendorFieldsSchema) },
  responses: { 200: json(vendorSchema, "The changed vendor"), 400: invalid, 401: signedOut, 403: notSuper, 404: notFound },
});

const choosePeople = createRoute({
  method: "get",
  path: "/v2/admin/choices/people/",
  tags: TAGS,
  summary:
    "Up to ten accounts whose name or e-mail holds q (two characters or more); contributors=yes for SCOUT or greater (SUPER)",
  middleware: [requires(ROUTE_RULES.super)] as const,
  request: { query: choiceQuerySchema },
  responses: {
    200: json(z.object({ results: z.array(personChoiceSchema) }), "The accounts"),
    401: signedOut,
    403: notSuper,
  },
});

const chooseTrails = createRoute({
  method: "get",
  path: "/v2/admin/choices/trails/",
  tags: TAGS,
  summary: "Up to ten published trails whose title holds q (two characters or more) (SUPER)",
  middleware: [requires(ROUTE_RULES.super)] as const,
  request: { query: choiceQuerySchema.pick({ q: true }) },
  responses: {
    200: json(z.object({ results: z.array(trailChoiceSchema) }), "The trails"),
    401: signedOut,
    403: notSuper,
  },
});

export function vendorRoutes(services: Pick<Services, "vendors">) {
  return apiRouter()
    .openapi(listVendors, async (c) => {
      const query = c.req.valid("query");
      const page = await services.vendors.list(query);
      return respondWithCmsList(c, query, page, { columns: VENDOR_CSV_COLUMNS, fileName: "vendors.csv" });
    })
    .openapi(getVendor, async (c) => c.json(await services.vendors.detail(c.req.valid("param").id), 200))
    .openapi(createVendor, async (c) => c.json(await services.vendors.create(requireUser(c), c.req.valid("json")), 201))
    .openapi(updateVendor, async (c) =>
      c.json(await services.vendors.update(requireUser(c), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(choosePeople, async (c) => {
      const { q, contributors } = c.req.valid("query");
      return c.json({ results: await services.vendors.peopleChoices(q, contributors === "yes") }, 200);
    })
    .openapi(chooseTrails, async (c) => c.json({ results: await services.vendors.trailChoices(c.req.valid("query").q) }, 200));
}
