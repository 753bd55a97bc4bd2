// PgBouncer from Debian in transaction mode in front of one database, as a deployment with many
// processes would run it. It refuses to run as root, so it runs as the postgres user.
import { spawn, type ChildProcess } from "node:child_process";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./server-process";
import { waitUntilReady } from "./wait-until-ready";

const PGBOUNCER = "/usr/sbin/pgbouncer";

export interface Pooler {
  /** The pooled database's URL: what DATABASE_URL names. */
  url: string;
  stop(): Promise<void>;
}

export async function startPgBouncer(databaseUrl: string): Promise<Pooler> {
  if (!existsSync(PGBOUNCER)) throw new Error("PgBouncer is not installed: apt-get install -y pgbouncer (CI installs it).");
  const target = new URL(databaseUrl);
  const name = target.pathname.slice(1);
  const dir = await mkdtemp(path.join(os.tmpdir(), "trailguide-pgbouncer-"));
  const port = await freePort();
  const userlist = path.join(dir, "userlist.txt");
  const config = path.join(dir, "pgbouncer.ini");
  await writeFile(userlist, `"${target.username}" ""\n`);
  await writeFile(
    config,
    `[databases]
${name} = host=${target.hostname} port=${target.port} dbname=${name}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${userlist}
pool_mode = transaction
default_pool_size = 8
max_client_conn = 200
; node-postgres sends the pool's limits as start-up parameters, which a pooler cannot keep per client.
ignore_startup_parameters = statement_timeout,idle_in_transaction_session_timeout
logfile = ${path.join(dir, "pgbouncer.log")}
pidfile = ${path.join(dir, "pgbouncer.pid")}
`,
  );
  await chmod(dir, 0o777);
  const child: ChildProcess = spawn(PGBOUNCER, ["-u", "postgres", config], { stdio: ["ignore", "pipe", "pipe"] });
  let printed = "";
  child.stdout?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = new URL(databaseUrl);
  url.port = String(port);
  url.hostname = "127.0.0.1";
  const probe = async () => {
    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    await client.end();
  };
  await waitUntilReady("PgBouncer", child, probe, () => printed);
  return {
    url: url.href,
    async stop() {
      child.kill("SIGINT");
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
