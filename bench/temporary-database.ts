// A PostgreSQL database of its own for one benchmark, created on the server `url` names and
// dropped afterwards, whatever happens in between.
import { randomUUID } from "node:crypto";
import pg from "pg";

export async function withTemporaryDatabase<T>(
  url: string,
  prefix: string,
  run: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    return await run(target.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
