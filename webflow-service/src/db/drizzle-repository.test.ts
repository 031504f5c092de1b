// The drizzle repository on PGlite (always) and on a real Postgres when TEST_DATABASE_URL names one (CI starts a
// throwaway PostgreSQL 15 cluster for it; see .ci/run). Each run migrates a fresh schema from drizzle/.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from './open';
import { repositoryContract } from './repository.contract';
import type { Repository } from './repository';

const TABLES = ['installations', 'canvas_widgets', 'loader_scripts', 'used_states', 'sessions', 'rate_limits'];

function suite(name: string, url: string | undefined) {
  let opened: Promise<OpenedDatabase> | undefined;
  const open = () => (opened ??= openDatabase(url));
  afterAll(async () => {
    if (opened) await (await opened).repository.close();
  });
  repositoryContract(name, async () => (await open()).repository, truncateAll);
  describe(`${name}: schema`, () => {
    it('the migrations created the tables, and running them again changes nothing', async () => {
      const first = await open();
      const postgres = url !== 'memory://';
      expect(first.kind).toBe(postgres ? 'postgres' : 'pglite');
      const db = (first.repository as unknown as { db: { execute(q: unknown): Promise<{ rows?: { t: string }[] } | { t: string }[]> } }).db;
      const answer = await db.execute(sql.raw("select table_name as t from information_schema.tables where table_schema = 'public' order by 1"));
      const rows = Array.isArray(answer) ? answer : (answer.rows ?? []);
      expect(rows.map((r) => r.t)).toEqual([...TABLES].sort());
      if (postgres) {
        const again = await openDatabase(url);
        await again.repository.close();
      }
    });
  });
}

describe('close', () => {
  it('ends the database: a health check afterwards fails instead of answering', async () => {
    const { repository } = await openDatabase('memory://');
    await expect(repository.ping()).resolves.toBeUndefined();
    await repository.close();
    await expect(repository.ping()).rejects.toThrow();
  });
});

/** TRUNCATE through the repository's own connection (a test-only back door on the drizzle repository). */
async function truncateAll(repo: Repository) {
  const db = (repo as unknown as { db?: { execute(q: unknown): Promise<unknown> } }).db;
  if (!db) throw new Error('drizzle repository expected');
  await db.execute(sql.raw(`TRUNCATE ${TABLES.join(', ')}`));
}

suite('PGlite', 'memory://');
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) suite('Postgres', pgUrl);
else describe('Postgres', () => it.skip('set TEST_DATABASE_URL=postgres://… to run the contract on a real Postgres (CI does)', () => {}));
