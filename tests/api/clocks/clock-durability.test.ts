/**
 * Durability (issue #13): an acknowledged clock survives `kill -9` of the API at any moment. The real server runs in a
 * child process (embedded database under a fresh DATA_DIR, or a fresh PostgreSQL database when DATABASE_URL is set);
 * ten employees clock as fast as they can; the process is killed mid-burst, twice, at different moments; after each
 * restart every clock that was answered 201 must be there, exactly once (tests/support/kill-burst.ts).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createScratchDatabase } from '../../bench/scratch-database.ts';
import { killDuringBursts } from '../../support/kill-burst.ts';

let dataDir: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-kill-'));
  if (process.env.DATABASE_URL) scratch = await createScratchDatabase(process.env.DATABASE_URL);
});
after(async () => {
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('every acknowledged clock survives kill -9 during a burst of clock-ins, twice; none is stored twice', { timeout: 400_000 }, async () => {
  const rounds = await killDuringBursts({ dataDir, databaseUrl: scratch?.url, killAfterMs: [700, 1900] });
  for (const r of rounds) {
    console.log(`killed after ${r.killAfterMs} ms: ${r.acknowledged} acknowledged, ${r.stored} stored, ${r.lost} lost`);
    assert.ok(r.acknowledged >= 20, `the burst was too small to mean anything (${r.acknowledged} clocks)`);
    assert.equal(r.lost, 0, `${r.lost} acknowledged clock(s) lost of ${r.acknowledged}`);
    assert.equal(r.duplicates, 0, 'no clock stored twice');
  }
});
