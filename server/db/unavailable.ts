// Tells a database that cannot be reached (down, restarting, failing over) from a query that failed:
// the first is the service's trouble, briefly, and answers 503; the second is a bug and answers 500.

import { errorChain } from "./error-chain";

/** Node's socket errors, and PostgreSQL's connection-exception and operator-intervention classes. */
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND"]);
const UNREACHABLE_SQLSTATE = /^(08...|57P0[1-3])$/;
/** node-postgres reports a dropped connection or a full pool by message only. */
const UNREACHABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end",
  // PostgreSQL refusing connections to a database an operator closed (ALLOW_CONNECTIONS false).
  "is not currently accepting connections",
  // The client's own limit on a query, for a server too frozen to time its statements out.
  "Query read timeout",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === "string" && (UNREACHABLE_CODES.has(code) || UNREACHABLE_SQLSTATE.test(code))) return true;
    if (UNREACHABLE_MESSAGES.some((known) => message.includes(known))) return true;
  }
  return false;
}
