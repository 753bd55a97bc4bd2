// /api/v2/statements-of-work/: read one (its addressee or staff), write and change one before it
// is signed (SUPER), and sign it (its addressee or SUPER). ADR 0043.
import { createRoute } from "@hono/zod-openapi";
import {
  signatureSchema,
  statementOfWorkFieldsSchema,
  statementOfWorkListPageSchema,
  statementOfWorkListQuerySchema,
  statementOfWorkPatchSchema,
  statementOfWorkSchema,
  type StatementOfWorkRow,
} from "../../../shared/contracts/statement-of-work.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requireUser } from "../../http/authenticate";
import { cmsListResponse, respondWithCmsList, type CsvColumn } from "../../http/cms-list";
import { requires } from "../../http/route-access";
import { apiRouter, errorResponse, json, jsonBody } from "../../http/openapi-routes";
import { guideParams } from "../guides/route-helpers";
import type { Services } from "../../services";

const TAGS = ["Statements of work"];
const ITEM_PATH = "/v2/statements-of-work/{id}/";

const signedOut = errorResponse("Not signed in");
const notFound = errorResponse("No such statement, or not addressed to the caller");

const STATEMENT_CSV_COLUMNS: CsvColumn<StatementOfWorkRow>[] = [
  { header: "Id", cell: (row) => row.id },
  { header: "Title", cell: (row) => row.title },
  { header: "Contributor", cell: (row) => row.contributor.name },
  { header: "Contributor e-mail", cell: (row) => row.contributor.email },
  { header: "Area", cell: (row) => row.area_description },
  { header: "State", cell: (row) => row.state_code },
  { header: "Pay (USD)", cell: (row) => (row.pay_cents / 100).toFixed(2) },
  { header: "Deadline", cell: (row) => row.deadline },
  { header: "Signed", cell: (row) => row.signed_at },
  { header: "Created", cell: (row) => row.created_at },
];

const listStatements = createRoute({
  method: "get",
  path: "/v2/admin/statements-of-work/",
  tags: TAGS,
  summary: "Every statement of work: search (q), filter by signature and contributor, sort, page; format=csv exports (SUPER)",
  middleware: [requires(ROUTE_RULES.super)] as const,
  request: { query: statementOfWorkListQuerySchema },
  responses: {
    200: cmsListResponse(statementOfWorkListPageSchema, "A page of statements, or with format=csv every match as CSV"),
    400: errorResponse("A filter that is not valid"),
    401: signedOut,
    403: errorResponse("Not SUPER"),
  },
});

const getStatement = createRoute({
  method: "get",
  path: ITEM_PATH,
  tags: TAGS,
  summary: "One statement of work (its addressee, or ADMIN or greater)",
  middleware: [requires(ROUTE_RULES.statementOfWorkReader)] as const,
  request: { params: guideParams },
  responses: {
    200: json(statementOfWorkSchema, "The statement"),
    401: signedOut,
    403: errorResponse("Not a contributor"),
    404: notFound,
  },
});

const createStatement = createRoute({
  method: "post",
  path: "/v2/statements-of-work/",
  tags: TAGS,
  summary: "Write a statement of work for a contributor, chosen by e-mail (SUPER)",
  middleware: [requires(ROUTE_RULES.super)] as const,
  request: { body: jsonBody(statementOfWorkFieldsSchema) },
  responses: {
    201: json(statementOfWorkSchema, "The statement, waiting for its signature"),
    400: errorResponse("Invalid fields, with the reason next to each"),
    401: signedOut,
    403: errorResponse("Not SUPER"),
  },
});

const updateStatement = createRoute({
  method: "patch",
  path: ITEM_PATH,
  tags: TAGS,
  summary: "Change any fields of a statement of work before it is signed (SUPER)",
  middleware: [requires(ROUTE_RULES.super)] as const,
  request: { params: guideParams, body: jsonBody(statementOfWorkPatchSchema) },
  responses: {
    200: json(statementOfWorkSchema, "The changed statement"),
    400: errorResponse("Invalid fields, with the reason next to each"),
    401: signedOut,
    403: errorResponse("Not SUPER"),
    404: notFound,
    409: errorResponse("Signed: read-only"),
  },
});

const signStatement = createRoute({
  method: "post",
  path: "/v2/statements-of-work/{id}/sign/",
  tags: TAGS,
  summary: "Sign a statement of work by typing the addressee's account name (the addressee or SUPER)",
  middleware: [requires(ROUTE_RULES.statementOfWorkSigner)] as const,
  request: { params: guideParams, body: jsonBody(signatureSchema) },
  responses: {
    200: json(statementOfWorkSchema, "The signed statement"),
    400: errorResponse("The typed name is not the addressee's name"),
    401: signedOut,
    403: errorResponse("Neither the addressee nor SUPER"),
    404: notFound,
    409: errorResponse("Already signed"),
  },
});

export function statementsOfWorkRoutes(services: Pick<Services, "statementsOfWork">) {
  return apiRouter()
    .openapi(listStatements, async (c) => {
      const query = c.req.valid("query");
      const page = await services.statementsOfWork.list(query);
      return respondWithCmsList(c, query, page, { columns: STATEMENT_CSV_COLUMNS, fileName: "statements-of-work.csv" });
    })
    .openapi(getStatement, async (c) => c.json(await services.statementsOfWork.get(requireUser(c), c.req.valid("param").id), 200))
    .openapi(createStatement, async (c) =>
      c.json(await services.statementsOfWork.create(requireUser(c), c.req.valid("json")), 201),
    )
    .openapi(updateStatement, async (c) =>
      c.json(await services.statementsOfWork.update(requireUser(c), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(signStatement, async (c) => {
      const { signature_name } = c.req.valid("json");
      return c.json(await services.statementsOfWork.sign(requireUser(c), c.req.valid("param").id, signature_name), 200);
    });
}
