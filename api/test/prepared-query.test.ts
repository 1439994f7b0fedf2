import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { preparedQuery } from '../src/db/prepared.js';
import { users } from '../src/db/schema.js';
import { buildTestApp } from './helpers.js';

describe('preparedQuery', () => {
  it('builds a query once per database, and it answers for each value it is given', async () => {
    let builds = 0;
    const userById = preparedQuery((db: Database) => {
      builds += 1;
      return db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .prepare('test_user_by_id');
    });
    const first = await buildTestApp();
    const second = await buildTestApp();
    try {
      const inserted = await first.db
        .insert(users)
        .values(
          ['Ada Founder', 'Grace Founder'].map((name) => ({
            name,
            email: `${randomUUID()}@example.com`,
            role: 'founder' as const,
          })),
        )
        .returning({ id: users.id, name: users.name });
      assert.equal(userById(first.db), userById(first.db));
      for (const user of inserted) {
        assert.deepEqual(await userById(first.db).execute({ id: user.id }), [{ name: user.name }]);
      }
      assert.deepEqual(await userById(first.db).execute({ id: randomUUID() }), []);
      assert.notEqual(userById(second.db), userById(first.db));
      assert.equal(builds, 2);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
