// nginx from Debian as the reverse proxy in front of server processes, configured as a deployment
// would be: round robin over the upstreams, keep-alive to them, and an idempotent request whose
// upstream refused the connection or dropped it is tried on the next one.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "./server-process";
import { waitUntilReady } from "./wait-until-ready";

const NGINX = "/usr/sbin/nginx";

export interface ReverseProxy {
  url: string;
  stop(): Promise<void>;
}

function configuration(dir: string, port: number, upstreamPorts: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `
daemon off;
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  upstream app {
    ${upstreamPorts.map((upstream) => `server 127.0.0.1:${upstream} max_fails=0;`).join("\n    ")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      # Responses stream through memory: the workers need no writable temp directory.
      proxy_max_temp_file_size 0;
    }
  }
}
`;
}

export async function startReverseProxy(upstreamPorts: number[]): Promise<ReverseProxy> {
  if (!existsSync(NGINX)) throw new Error("nginx is not installed: apt-get install -y nginx (CI installs it).");
  const dir = await mkdtemp(path.join(os.tmpdir(), "trailguide-nginx-"));
  const port = await freePort();
  const config = path.join(dir, "nginx.conf");
  await writeFile(config, configuration(dir, port, upstreamPorts));
  const child: ChildProcess = spawn(NGINX, ["-c", config, "-p", dir], { stdio: ["ignore", "pipe", "pipe"] });
  let printed = "";
  child.stderr?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(
    "nginx",
    child,
    () => fetch(`${url}/health`),
    () => printed,
  );
  return {
    url,
    async stop() {
      child.kill("SIGQUIT");
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
