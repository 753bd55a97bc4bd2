import { pino, type Logger } from "pino";
import type { Config } from "./config";
import type { ConnectionErrorListener } from "./db/client";

export function createLogger(config: Pick<Config, "logLevel">): Logger {
  return pino({
    level: config.logLevel,
    redact: { paths: ["req.headers.authorization", "req.headers.cookie", "password", "*.password"], remove: true },
  });
}

/** A dropped connection is a warning: the pool replaces it, and a replica's reads go to the primary meanwhile. */
export function logConnectionErrors(logger: Logger): ConnectionErrorListener {
  return (error, server) =>
    logger.warn(
      { err: error, server },
      server === "replica"
        ? "the replica failed: its reads go to the primary for a few seconds"
        : "a database connection dropped",
    );
}
