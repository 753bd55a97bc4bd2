// The errors a database failure is made of: Drizzle wraps the driver's error in its own, as `cause`.
export function* errorChain(error: unknown): Generator<Error & { code?: unknown }> {
  for (let current: unknown = error; current instanceof Error; current = current.cause) yield current;
}
