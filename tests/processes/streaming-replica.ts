// A PostgreSQL primary and a streaming replica of it, made here as an operator would: initdb, then
// pg_basebackup -R of the running primary into a hot standby. PostgreSQL refuses to run as root, so
// under root its programs run as the postgres user.
import { execFileSync } from "node:child_process";
import { chown, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { postgresProgram } from "./empty-database";
import { freePort } from "./server-process";

export interface StreamingReplica {
  primaryUrl: string;
  replicaUrl: string;
  /** Runs a statement on the primary. */
  onPrimary<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  /** Stops or resumes applying the primary's log: the replica keeps answering, from where it paused. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops the replica at once, as a crash of its machine would. */
  stopReplica(): void;
  stop(): Promise<void>;
}

/** The postgres user's ids when running as root; nothing to change otherwise. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"]).toString().trim());
  return { uid: id("-u"), gid: id("-g") };
}

export async function startStreamingReplica(): Promise<StreamingReplica> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "trailguide-replica-"));
  const user = postgresUser();
  if (user) await chown(dir, user.uid, user.gid);
  const run = (program: Parameters<typeof postgresProgram>[0], args: string[]) =>
    execFileSync(postgresProgram(program), args, { ...user, stdio: "pipe" });
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryDir = path.join(dir, "primary");
  const replicaDir = path.join(dir, "replica");
  const start = (dataDir: string, port: number) =>
    run("pg_ctl", [
      "-D",
      dataDir,
      "-w",
      "-l",
      `${dataDir}.log`,
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "start",
    ]);
  const stopServer = (dataDir: string) => run("pg_ctl", ["-D", dataDir, "-m", "immediate", "stop"]);

  run("initdb", ["-D", primaryDir, "--auth=trust", "--username=postgres"]);
  start(primaryDir, primaryPort);
  let replicaRunning = false;
  try {
    run("pg_basebackup", [
      "-h",
      "127.0.0.1",
      "-p",
      String(primaryPort),
      "-U",
      "postgres",
      "-D",
      replicaDir,
      "-R",
      "-X",
      "stream",
      "-c",
      "fast",
    ]);
    start(replicaDir, replicaPort);
    replicaRunning = true;
  } catch (error) {
    stopServer(primaryDir);
    await rm(dir, { recursive: true, force: true });
    throw error;
  }

  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  const primary = new pg.Pool({ connectionString: primaryUrl, max: 2 });
  const replica = new pg.Pool({ connectionString: replicaUrl, max: 1 });
  replica.on("error", () => undefined);
  const onPrimary = async <Row>(text: string, values: unknown[] = []) => (await primary.query(text, values)).rows as Row[];
  return {
    primaryUrl,
    replicaUrl,
    onPrimary,
    async caughtUp() {
      const [primaryAt] = await onPrimary<{ position: string }>("select pg_current_wal_lsn()::text as position");
      for (;;) {
        const { rows } = await replica.query<{ replayed: boolean }>("select pg_last_wal_replay_lsn() >= $1::pg_lsn as replayed", [
          primaryAt!.position,
        ]);
        if (rows[0]?.replayed) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    pauseReplay: async () => void (await replica.query("select pg_wal_replay_pause()")),
    resumeReplay: async () => void (await replica.query("select pg_wal_replay_resume()")),
    stopReplica() {
      stopServer(replicaDir);
      replicaRunning = false;
    },
    async stop() {
      await Promise.all([primary.end(), replica.end()]);
      if (replicaRunning) stopServer(replicaDir);
      stopServer(primaryDir);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
