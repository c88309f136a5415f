import { mkdir, mkdtemp, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isUserError } from '../engine/userError.ts';
import { lockPathOf, withSnapshotLock } from './snapshotLock.ts';

let work: string;
let snap: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'tcg-lock-'));
  snap = path.join(work, 'snap');
  await mkdir(snap);
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('withSnapshotLock(dir, command, work)', () => {
  it('refuses a second writer after the bounded wait, in one line naming the folder', async () => {
    let release!: () => void;
    const first = withSnapshotLock(
      snap,
      'classify',
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const error = await withSnapshotLock(snap, 'classify', async () => 'ran', { waitMs: 1000 }).catch(
      (e) => e,
    );
    expect(isUserError(error)).toBe(true);
    expect((error as Error).message).toBe(
      `${snap}: another tcg command is rewriting this snapshot (lock ${lockPathOf(snap)}); waited 1 s, try again when it has finished`,
    );
    release();
    await first;
    // Released: the next writer gets it at once.
    expect(await withSnapshotLock(snap, 'classify', async () => 'ran', { waitMs: 0 })).toBe('ran');
  });

  it('waits for a writer that finishes within the wait', async () => {
    const order: string[] = [];
    const first = withSnapshotLock(snap, 'a', async () => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      order.push('first');
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await withSnapshotLock(snap, 'b', async () => order.push('second'), { waitMs: 5000 });
    await first;
    expect(order).toEqual(['first', 'second']);
  });

  it('takes over the lock of a killed run once it is stale', async () => {
    await mkdir(lockPathOf(snap));
    const old = new Date(Date.now() - 60_000);
    await utimes(lockPathOf(snap), old, old);
    expect(await withSnapshotLock(snap, 'classify', async () => 'ran', { waitMs: 0 })).toBe('ran');
  });

  it('releases the lock when the work fails', async () => {
    await expect(withSnapshotLock(snap, 'x', async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await withSnapshotLock(snap, 'x', async () => 'ran', { waitMs: 0 })).toBe('ran');
  });
});
