import { pino, type Logger } from "pino";
import type { Config } from "./config";

export function createLogger(config: Pick<Config, "logLevel">): Logger {
  return pino({
    level: config.logLevel,
    redact: { paths: ["req.headers.authorization", "req.headers.cookie", "password", "*.password"], remove: true },
  });
}
