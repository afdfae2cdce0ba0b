import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrate, openDb } from './index.js';

describe('SQLite prepared-statement reuse', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'toolbox-db-'));
  const db = openDb({ dataDir });
  afterAll(async () => {
    await db.kysely.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the same SQL with new parameters each time', async () => {
    await migrate(db);
    for (const name of ['a', 'b', 'c'])
      await db.kysely
        .insertInto('counters')
        .values({ name, value: name.charCodeAt(0) })
        .execute();
    for (const name of ['a', 'b', 'c']) {
      const row = await db.kysely
        .selectFrom('counters')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      expect(row.value).toBe(name.charCodeAt(0));
    }
  });

  it('sees a schema change made after the statement was first prepared', async () => {
    const query = () => sql<Record<string, unknown>>`select * from counters where name = ${'a'}`.execute(db.kysely);
    expect(Object.keys((await query()).rows[0])).toEqual(['name', 'value']);
    await sql`alter table counters add column note text default 'x'`.execute(db.kysely);
    expect((await query()).rows[0]).toEqual({ name: 'a', value: 97, note: 'x' });
  });
});
