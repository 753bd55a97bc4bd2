// /api/v2/signup-questions/ (anyone): the questions the sign-up and profile forms ask.
// /api/v2/admin/signup-questions/... (SUPER; ADR 0053): rename, reorder, switch on or off, add options.
import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import {
  signupMoveSchema,
  signupOptionCreateSchema,
  signupOptionUpdateSchema,
  signupQuestionUpdateSchema,
  signupQuestionsAdminSchema,
  signupQuestionsSchema,
} from "../../../shared/contracts/signup-question-admin.contract";
import { ROUTE_RULES } from "../../../shared/domain/access";
import type { AppEnv } from "../../http/app-env";
import { requireUser } from "../../http/authenticate";
import { requires } from "../../http/route-access";
import { errorResponse, idParam, json, jsonBody, pathValidationHook } from "../../http/openapi-routes";
import type { Services } from "../../services";

const TAGS = ["Admin"];
const params = z.object({ id: idParam.openapi({ param: { name: "id", in: "path" }, example: 2 }) });

const editorAnswer = json(signupQuestionsAdminSchema, "Every question and option, after the change");
const refusals = {
  400: errorResponse("Invalid fields, with the reason next to each"),
  401: errorResponse("Not signed in"),
  403: errorResponse("Not a super user"),
  404: errorResponse("No such question or option"),
};

const listForForms = createRoute({
  method: "get",
  path: "/v2/signup-questions/",
  middleware: [requires(ROUTE_RULES.anyone)] as const,
  tags: ["Accounts"],
  summary: "The active sign-up questions in order, with their active options (state and year options are not stored)",
  responses: { 200: json(signupQuestionsSchema, "The questions") },
});

const listForStaff = createRoute({
  method: "get",
  path: "/v2/admin/signup-questions/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "Every sign-up question and option, active or not, in order",
  responses: { 200: json(signupQuestionsAdminSchema, "The questions"), 401: refusals[401], 403: refusals[403] },
});

const updateQuestion = createRoute({
  method: "patch",
  path: "/v2/admin/signup-questions/{id}/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "Rename a question, or switch it on or off",
  request: { params, body: jsonBody(signupQuestionUpdateSchema) },
  responses: { 200: editorAnswer, ...refusals },
});

const moveQuestion = createRoute({
  method: "post",
  path: "/v2/admin/signup-questions/{id}/move/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "Move a question one place up or down",
  request: { params, body: jsonBody(signupMoveSchema) },
  responses: { 200: editorAnswer, ...refusals },
});

const addOption = createRoute({
  method: "post",
  path: "/v2/admin/signup-questions/{id}/options/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "Add an option at the end of a question's list (vehicle make, drive style)",
  request: { params, body: jsonBody(signupOptionCreateSchema) },
  responses: { 201: editorAnswer, ...refusals },
});

const updateOption = createRoute({
  method: "patch",
  path: "/v2/admin/signup-question-options/{id}/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "Rename an option, or switch it on or off",
  request: { params, body: jsonBody(signupOptionUpdateSchema) },
  responses: { 200: editorAnswer, ...refusals },
});

const moveOption = createRoute({
  method: "post",
  path: "/v2/admin/signup-question-options/{id}/move/",
  middleware: [requires(ROUTE_RULES.super)] as const,
  tags: TAGS,
  summary: "Move an option one place up or down",
  request: { params, body: jsonBody(signupMoveSchema) },
  responses: { 200: editorAnswer, ...refusals },
});

export function signupQuestionRoutes(services: Pick<Services, "signupQuestions">) {
  return new OpenAPIHono<AppEnv>({ defaultHook: pathValidationHook })
    .openapi(listForForms, async (c) => c.json({ questions: await services.signupQuestions.forForms() }, 200))
    .openapi(listForStaff, async (c) => c.json({ questions: await services.signupQuestions.adminQuestions() }, 200))
    .openapi(updateQuestion, async (c) => {
      const questions = await services.signupQuestions.updateQuestion(
        requireUser(c).id,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json({ questions }, 200);
    })
    .openapi(moveQuestion, async (c) => {
      const questions = await services.signupQuestions.moveQuestion(
        requireUser(c).id,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json({ questions }, 200);
    })
    .openapi(addOption, async (c) => {
      const questions = await services.signupQuestions.addOption(requireUser(c).id, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ questions }, 201);
    })
    .openapi(updateOption, async (c) => {
      const questions = await services.signupQuestions.updateOption(
        requireUser(c).id,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json({ questions }, 200);
    })
    .openapi(moveOption, async (c) => {
      const questions = await services.signupQuestions.moveOption(
        requireUser(c).id,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json({ questions }, 200);
    });
}
