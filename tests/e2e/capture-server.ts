// A local stand-in for the product-analytics service: it speaks the capture endpoint's protocol
// (POST {host}/capture/ with JSON, CORS for the browser) and lets tests read what arrived.
import { createServer, type Server } from "node:http";

export const CAPTURE_PORT = 3199;
export const CAPTURE_HOST = `http://127.0.0.1:${CAPTURE_PORT}`;

export interface CapturedEvent {
  api_key: string;
  event: string;
  distinct_id: string;
  properties: Record<string, unknown>;
}

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, GET, DELETE, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
};

export function startCaptureServer(): Promise<Server> {
  const events: CapturedEvent[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method === "POST" && request.url === "/capture/") {
        events.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as CapturedEvent);
        response.writeHead(200, { ...CORS_HEADERS, "Content-Type": "application/json" }).end('{"status":1}');
      } else if (request.method === "GET" && request.url === "/events") {
        response.writeHead(200, { ...CORS_HEADERS, "Content-Type": "application/json" }).end(JSON.stringify(events));
      } else {
        response.writeHead(request.method === "OPTIONS" ? 204 : 404, CORS_HEADERS).end();
      }
    });
  });
  return new Promise((resolve) => server.listen(CAPTURE_PORT, "127.0.0.1", () => resolve(server)));
}

export async function capturedEvents(): Promise<CapturedEvent[]> {
  const response = await fetch(`${CAPTURE_HOST}/events`);
  return (await response.json()) as CapturedEvent[];
}
