// PostgreSQL's class 22, "data exception": a value the database cannot take (out of range, not valid
// text, a malformed number). It is the request's fault, so it answers 400, not 500.
import { errorChain } from "./error-chain";

const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

export function isDataException(error: unknown): boolean {
  return [...errorChain(error)].some(({ code }) => typeof code === "string" && DATA_EXCEPTION.test(code));
}
