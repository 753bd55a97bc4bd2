// What the lists' route files share: their tag, their error answers (who may do what is
// shared/domain/list-sharing.ts), and path parameters that name nothing when they are not a list's
// uuid or a row's id (a 404, as an unknown one is).
import { z } from "@hono/zod-openapi";
import { errorResponse } from "../../http/openapi-routes";

export const LIST_TAGS = ["Lists"];

export const listParams = z.object({
  uuid: z.uuid().openapi({ param: { name: "uuid", in: "path" }, example: "7b0e4c1e-2f43-4b7e-9a55-1c2d3e4f5a6b" }),
});

/** A serial id in the path, within PostgreSQL's integer range. */
export const serialIdParam = (name: string, example: number) =>
  z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .openapi({ param: { name, in: "path" }, example });

export const signedOut = errorResponse("Not signed in");
/** A list the reader may read but not change this way (a viewer, or anyone on a public list). */
export const notPermitted = errorResponse("The reader's rights on the list do not allow this");
export const noSuchList = errorResponse("No such list, or a private list the reader is not a member of");
