// Loaders call services, which throw HttpErrors; a missing record becomes the 404 page, and so does
// one the reader may not see when the page says so (`hiddenWhen`), as for any hidden thing.
import { isHttpErrorWithStatus } from "../../server/http/errors";
import { pageNotFound } from "./page-not-found";

export async function orPageNotFound<T>(request: Request, work: Promise<T>, hiddenWhen: readonly number[] = [404]): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (hiddenWhen.some((status) => isHttpErrorWithStatus(error, status))) throw pageNotFound(request);
    throw error;
  }
}
