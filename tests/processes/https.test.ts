// With a certificate configured, the process itself serves HTTPS: HTTP/2 to browsers that speak it
// (one connection for a page's many scripts), HTTP/1.1 to the rest, compressed as over plain HTTP.
import { mkdtemp, rm } from "node:fs/promises";
import { connect, type ClientHttp2Session } from "node:http2";
import { get as httpsGet } from "node:https";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { writeSelfSignedCertificate, type LocalCertificate } from "../support/self-signed-certificate";
import { startLoneServer, type LoneServer, type ServerProcess } from "./server-process";

let directory: string;
let certificate: LocalCertificate;
let lone: LoneServer;
let server: ServerProcess;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "trailguide-https-"));
  certificate = await writeSelfSignedCertificate(directory);
  const tls = { TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile };
  lone = await startLoneServer(tls, { trust: certificate.cert });
  server = lone.server;
});

afterAll(async () => {
  await lone?.stop();
  await rm(directory, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function http2Get(session: ClientHttp2Session, requestPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ":path": requestPath, ...headers });
    const chunks: Buffer[] = [];
    let answered: Omit<Answer, "body"> = { status: 0, headers: {} };
    stream.on("response", (responseHeaders) => {
      answered = { status: Number(responseHeaders[":status"]), headers: responseHeaders };
    });
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve({ ...answered, body: Buffer.concat(chunks) }));
    stream.on("error", reject);
  });
}

it("serves pages and built scripts over HTTP/2, compressed", async () => {
  const session = connect(server.url, { ca: certificate.cert });
  try {
    const page = await http2Get(session, "/pricing", { "accept-encoding": "gzip" });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("gzip");
    const html = gunzipSync(page.body).toString();
    const script = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();

    const asset = await http2Get(session, script!, { "accept-encoding": "br" });
    expect(asset.status).toBe(200);
    expect(asset.headers["content-encoding"]).toBe("br");
  } finally {
    session.close();
  }
});

it("still answers HTTP/1.1 clients", async () => {
  const answer = await new Promise<{ status: number; httpVersion: string; body: string }>((resolve, reject) => {
    httpsGet(`${server.url}/pricing`, { ca: certificate.cert }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, httpVersion: response.httpVersion, body }));
    }).on("error", reject);
  });
  expect(answer.status).toBe(200);
  expect(answer.httpVersion).toBe("1.1");
  expect(answer.body).toContain("All-Access");
});
