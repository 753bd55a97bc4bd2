// /api/v2/admin/datasets/ and /api/v2/admin/regions/: the map-data staff tools (ADR 0054), SUPER
// only. Upload a public-land or road dataset (queued for the "dataset-imports" job), follow its
// imports (JSON or CSV), and read or set the outlines of a state's regions.
import { createRoute, z } from "@hono/zod-openapi";
import {
  DATASET_MAX_BYTES,
  datasetImportPageSchema,
  datasetImportQuerySchema,
  datasetImportSchema,
  datasetUploadSchema,
  regionBoundaryUpdateSchema,
  regionOutlineSchema,
  stateRegionsQuerySchema,
  stateRegionsSchema,
  type DatasetImport,
} from "../../../shared/contracts/map-data-admin.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requireUser } from "../../http/authenticate";
import { uploadBodyLimit } from "../../http/body-limits";
import { cmsListResponse, respondWithCmsList, type CsvColumn } from "../../http/cms-list";
import { badRequest } from "../../http/errors";
import { requires } from "../../http/route-access";
import { apiRouter, errorResponse, json, jsonBody } from "../../http/openapi-routes";
import { guideParams } from "../guides/route-helpers";
import type { Services } from "../../services";

export const DATASET_UPLOAD_PATH = /^\/v2\/admin\/datasets\/$/;

const TAGS = ["Admin"];
const staffOnly = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Not a super user"),
};

/** The file plus its multipart framing and the two text fields. */
const datasetUploadLimit = uploadBodyLimit(DATASET_MAX_BYTES + 64 * 1024, {
  detail: "Some fields are not valid.",
  code: "invalid",
  fields: { file: [`This file is larger than ${DATASET_MAX_BYTES / 1024 / 1024} MB.`] },
});

const IMPORT_CSV_COLUMNS: CsvColumn<DatasetImport>[] = [
  { header: "Uploaded", cell: (entry) => entry.created_at },
  { header: "Kind", cell: (entry) => entry.kind },
  { header: "Source", cell: (entry) => entry.source },
  { header: "File", cell: (entry) => entry.file_name },
  { header: "State", cell: (entry) => entry.state },
  { header: "Added", cell: (entry) => entry.report?.added },
  { header: "Removed", cell: (entry) => entry.report?.removed },
  { header: "Skipped", cell: (entry) => entry.report?.skipped },
  { header: "Error", cell: (entry) => entry.error },
  { header: "Uploaded by", cell: (entry) => entry.uploaded_by?.name },
];

const uploadDataset = createRoute({
  method: "post",
  path: "/v2/admin/datasets/",
  middleware: [requires(ROUTE_RULES.super), datasetUploadLimit] as const,
  tags: TAGS,
  summary: 'Upload a public-land or road dataset (multipart: "file", "kind", "source"); its import is queued',
  description:
    "GeoJSON (.geojson, .json), a GeoPackage (.gpkg) or a zipped Shapefile (.zip), at most 64 MB. The import replaces " +
    "the rows of the same kind and source in one transaction; a failed import leaves them as they were.",
  request: {
    body: {
      content: {
        "multipart/form-data": {
          schema: datasetUploadSchema.extend({ file: z.any().openapi({ type: "string", format: "binary" }) }),
        },
      },
      required: true,
    },
  },
  responses: {
    201: json(datasetImportSchema, "The import, queued"),
    400: errorResponse("No file, a file of another format, or a field that is not valid"),
    ...staffOnly,
    413: errorResponse("The file is too large"),
  },
});

const listImports = createRoute({
  method: "get",
  path: "/v2/admin/datasets/imports/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "Dataset imports, newest first: search (q) by source or file, filter by kind and state; format=csv exports",
  request: { query: datasetImportQuerySchema },
  responses: {
    200: cmsListResponse(datasetImportPageSchema, "A page of imports, or with format=csv every matching one as CSV"),
    400: errorResponse("A filter that is not valid"),
    ...staffOnly,
  },
});

const getImport = createRoute({
  method: "get",
  path: "/v2/admin/datasets/imports/{id}/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "One import: its state, progress (processed of total features) and report or error",
  request: { params: guideParams },
  responses: { 200: json(datasetImportSchema, "The import"), ...staffOnly, 404: errorResponse("No such import") },
});

const listStateRegions = createRoute({
  method: "get",
  path: "/v2/admin/regions/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "A state's regions (state=slug or code) with their outlines",
  request: { query: stateRegionsQuerySchema },
  responses: {
    200: json(stateRegionsSchema, "The state and its regions"),
    400: errorResponse("No state given"),
    ...staffOnly,
    404: errorResponse("No such state"),
  },
});

const setRegionBoundary = createRoute({
  method: "patch",
  path: "/v2/admin/regions/{id}/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "Save a region's outline (a GeoJSON Polygon or MultiPolygon of closed rings), or clear it with null",
  request: { params: guideParams, body: jsonBody(regionBoundaryUpdateSchema) },
  responses: {
    200: json(regionOutlineSchema, "The region's outline as saved"),
    400: errorResponse("An outline that is not valid"),
    ...staffOnly,
    404: errorResponse("No such region"),
  },
});

export function mapDataAdminRoutes(services: Pick<Services, "mapDataAdmin">) {
  return apiRouter()
    .openapi(uploadDataset, async (c) => {
      const { kind, source } = c.req.valid("form");
      const file: unknown = c.req.valid("form").file;
      if (!(file instanceof File) || (file.name === "" && file.size === 0)) {
        throw badRequest("Some fields are not valid.", { file: ["Choose a file to upload."] });
      }
      const upload = { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
      return c.json(await services.mapDataAdmin.upload(requireUser(c), { kind, source }, upload), 201);
    })
    .openapi(listImports, async (c) => {
      const query = c.req.valid("query");
      const page = await services.mapDataAdmin.listImports(query);
      return respondWithCmsList(c, query, page, { columns: IMPORT_CSV_COLUMNS, fileName: "dataset-imports.csv" });
    })
    .openapi(getImport, async (c) => c.json(await services.mapDataAdmin.getImport(c.req.valid("param").id), 200))
    .openapi(listStateRegions, async (c) => c.json(await services.mapDataAdmin.stateRegions(c.req.valid("query").state), 200))
    .openapi(setRegionBoundary, async (c) =>
      c.json(await services.mapDataAdmin.setRegionBoundary(requireUser(c), c.req.valid("param").id, c.req.valid("json")), 200),
    );
}
