// Loaders call services, which throw HttpErrors; a missing record becomes the 404 page.
import { isHttpErrorWithStatus } from "../../server/http/errors";
import { pageNotFound } from "./page-not-found";

export async function orPageNotFound<T>(request: Request, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isHttpErrorWithStatus(error, 404)) throw pageNotFound(request);
    throw error;
  }
}
