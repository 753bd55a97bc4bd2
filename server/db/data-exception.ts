// PostgreSQL's class 22, "data exception": a value the database cannot take (out of range, not valid
// text, a malformed number). It is the request's fault, so it answers 400, not 500.
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

export function isDataException(error: unknown): boolean {
  // Drizzle wraps the driver's error in its own, as `cause`.
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && DATA_EXCEPTION.test(code)) return true;
  }
  return false;
}
