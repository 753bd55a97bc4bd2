// A fresh, empty database on the PostgreSQL of DATABASE_URL, dropped after the suite.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export interface EmptyDatabase {
  url: string;
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Lets clients connect, or refuses every new connection and ends the open ones (a database gone away). */
  allowConnections(allowed: boolean): Promise<void>;
  /** Backs this database up with `pg_dump` (custom format) and restores it into `target` with `pg_restore`. */
  restoreInto(target: EmptyDatabase): Promise<void>;
  drop(): Promise<void>;
}

/** A PostgreSQL program of the newest version installed (Debian's layout). */
export function postgresProgram(name: "pg_dump" | "pg_restore" | "initdb" | "pg_ctl" | "pg_basebackup"): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, "bin", name)).find((program) => existsSync(program));
  if (!found) throw new Error(`${name} is not installed: apt-get install -y postgresql (CI installs it)`);
  return found;
}

export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("The process tests need a PostgreSQL server: set DATABASE_URL (CI does).");
  const name = `trailguide_processes_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.href, max: 2 });
  return {
    url: url.href,
    query: async <Row>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as Row[],
    async allowConnections(allowed: boolean) {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`alter database ${name} with allow_connections ${allowed}`);
      if (!allowed) await client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
      await client.end();
    },
    async restoreInto(target) {
      const dir = await mkdtemp(path.join(os.tmpdir(), "trailguide-backup-"));
      const file = path.join(dir, "backup.dump");
      try {
        execFileSync(postgresProgram("pg_dump"), ["--format=custom", `--file=${file}`, `--dbname=${url.href}`]);
        execFileSync(postgresProgram("pg_restore"), ["--no-owner", `--dbname=${target.url}`, file]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
