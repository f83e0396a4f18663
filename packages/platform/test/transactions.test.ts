import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool, withTransaction } from '../src/index';
import { createTestDatabase } from '../src/testing/index';

describe('a transaction whose connection is lost', () => {
  let pool: Pool;
  let other: Pool;
  beforeAll(async () => {
    const url = await createTestDatabase(inject('pgAdminUrl'), 'lost_transactions');
    pool = createPool(url, 2);
    other = createPool(url, 1);
  });
  afterAll(async () => Promise.all([pool?.end(), other?.end()]));

  it('fails alone when the server ends its connection between two statements, and the pool goes on', async () => {
    const outcome = withTransaction(pool, async (tx) => {
      const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const ended = new Promise((resolve) => tx.once('end', resolve));
      await other.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      // By 'end' the client has reported the loss as an 'error' event: unheard, it would end the process.
      await ended;
      return tx.query('SELECT 1');
    });
    await expect(outcome).rejects.toThrow(/connection/i);
    const again = await Promise.all([1, 2].map(() => pool.query<{ one: number }>('SELECT 1 AS one')));
    expect(again.map((result) => result.rows[0]?.one)).toEqual([1, 1]);
  });
});

/** A database of its own with a table of notes, for one block of tests; its pool opens `connections` connections. */
function notesDatabase(label: string, connections: number) {
  const notes = {
    pool: undefined as unknown as Pool,
    bodies: async () => (await notes.pool.query<{ body: string }>('SELECT body FROM notes ORDER BY id')).rows.map((row) => row.body),
  };
  beforeAll(async () => {
    notes.pool = createPool(await createTestDatabase(inject('pgAdminUrl'), label), connections);
    await notes.pool.query('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  });
  afterAll(async () => notes.pool?.end());
  return notes;
}

describe('a transaction whose statements travel together', () => {
  const notes = notesDatabase('pipelined_transactions', 2);

  it('runs statements issued at once in the order issued, each with its own answer, inside the transaction', async () => {
    const [inserted, read] = await withTransaction(notes.pool, (tx) =>
      Promise.all([tx.query('INSERT INTO notes VALUES (1, $1)', ['first']), tx.query<{ body: string }>('SELECT body FROM notes WHERE id = 1')]),
    );
    expect([inserted.rowCount, read.rows]).toEqual([1, [{ body: 'first' }]]);
    expect(await notes.bodies()).toEqual(['first']);
  });

  it('keeps nothing of a transaction one of whose statements issued at once fails, and the connection serves the next', async () => {
    const failing = withTransaction(notes.pool, (tx) =>
      Promise.all([tx.query('INSERT INTO notes VALUES (2, $1)', ['second']), tx.query('INSERT INTO notes VALUES (1, $1)', ['again']), tx.query('SELECT 1')]),
    );
    await expect(failing).rejects.toThrow(/duplicate key/);
    expect(await notes.bodies()).toEqual(['first']);
    await withTransaction(notes.pool, (tx) => tx.query('INSERT INTO notes VALUES (3, $1)', ['third']));
    expect(await notes.bodies()).toEqual(['first', 'third']);
  });

  it('commits nothing once the caller has stopped waiting', async () => {
    const late = withTransaction(notes.pool, (tx) => tx.query('INSERT INTO notes VALUES (4, $1)', ['late']), { commitBy: Date.now() - 1 });
    await expect(late).rejects.toThrow();
    expect(await notes.bodies()).toEqual(['first', 'third']);
  });
});

describe("a transaction's last statement sent with its COMMIT", () => {
  const notes = notesDatabase('last_statements', 1);

  it("commits every statement of the transaction and answers the last one's rows", async () => {
    const answer = await withTransaction(notes.pool, async (tx, last) => {
      await tx.query('INSERT INTO notes VALUES (1, $1)', ['first']);
      return last((db) => db.query<{ id: number }>('INSERT INTO notes VALUES (2, $1) RETURNING id', ['second']));
    });
    expect(answer.rows).toEqual([{ id: 2 }]);
    expect(await notes.bodies()).toEqual(['first', 'second']);
  });

  it('keeps nothing of the transaction when the last statement fails, even when its error is caught, and the connection serves the next', async () => {
    const failing = withTransaction(notes.pool, async (tx, last) => {
      await tx.query('INSERT INTO notes VALUES (3, $1)', ['third']);
      return last((db) => db.query('INSERT INTO notes VALUES (1, $1)', ['again'])).catch(() => 'caught');
    });
    await expect(failing).rejects.toThrow('The transaction ended in ROLLBACK: its last statement failed');
    const thrown = withTransaction(notes.pool, async (tx, last) => {
      await tx.query('INSERT INTO notes VALUES (3, $1)', ['third']);
      return last((db) => db.query('INSERT INTO notes VALUES (1, $1)', ['again']));
    });
    await expect(thrown).rejects.toThrow(/duplicate key/);
    expect(await notes.bodies()).toEqual(['first', 'second']);
    await withTransaction(notes.pool, (_tx, last) => last((db) => db.query('INSERT INTO notes VALUES (4, $1)', ['fourth'])));
    expect(await notes.bodies()).toEqual(['first', 'second', 'fourth']);
  });

  it('never sends the last statement once the caller has stopped waiting, and commits nothing', async () => {
    const late = withTransaction(
      notes.pool,
      async (tx, last) => {
        await tx.query('INSERT INTO notes VALUES (5, $1)', ['fifth']);
        return last((db) => db.query('INSERT INTO notes VALUES (6, $1)', ['late']));
      },
      { commitBy: Date.now() - 1 },
    );
    await expect(late).rejects.toThrow('The service did not answer in time, please try again');
    expect(await notes.bodies()).toEqual(['first', 'second', 'fourth']);
  });

  it('takes one statement as the last', async () => {
    const twice = withTransaction(notes.pool, (_tx, last) =>
      last(async (db) => {
        await db.query('INSERT INTO notes VALUES (7, $1)', ['seventh']);
        return db.query('INSERT INTO notes VALUES (8, $1)', ['eighth']);
      }),
    );
    await expect(twice).rejects.toThrow('The last statement of a transaction is one statement');
    expect(await notes.bodies()).toEqual(['first', 'second', 'fourth', 'seventh']);
  });

  it('takes one last statement a transaction, even when two are asked for at once', async () => {
    const both = withTransaction(notes.pool, (_tx, last) =>
      Promise.all([
        last(async (db) => {
          await Promise.resolve();
          return db.query('INSERT INTO notes VALUES (9, $1)', ['ninth']);
        }),
        last((db) => db.query('INSERT INTO notes VALUES (10, $1)', ['tenth'])),
      ]),
    );
    await expect(both).rejects.toThrow('A transaction has one last statement');
    expect(await notes.bodies()).toEqual(['first', 'second', 'fourth', 'seventh']);
  });
});
