// The e2e server's outgoing mail: an SMTP sink on a fixed port (playwright.config.ts points
// SMTP_URL at it), and a small HTTP endpoint so specs, in their own processes, can read it.
import { createServer, type Server } from "node:http";
import { startSmtpSink, type ReceivedMail } from "../setup/smtp-sink";

export const MAIL_SMTP_PORT = 3125;
export const MAIL_SMTP_URL = `smtp://127.0.0.1:${MAIL_SMTP_PORT}`;
const MAIL_HTTP_PORT = 3198;

export async function startMailSink(): Promise<{ close: () => Promise<void> }> {
  const sink = await startSmtpSink({ port: MAIL_SMTP_PORT });
  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const to = url.searchParams.get("to");
    if (request.method !== "GET" || url.pathname !== "/mail" || !to) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(sink.to(to)));
  });
  await new Promise<void>((resolve) => http.listen(MAIL_HTTP_PORT, "127.0.0.1", resolve));
  return {
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await sink.close();
    },
  };
}

/** Mail the e2e server sent to `address`, oldest first. */
export async function mailTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/mail?to=${encodeURIComponent(address)}`);
  return (await response.json()) as ReceivedMail[];
}
