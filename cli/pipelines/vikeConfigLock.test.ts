// The config-loading lock serialises vike's config transpilation across processes: a second
// taker waits until the first gives the lock back, by release() or by vite's configResolved.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { lockVikeConfigLoad } from './vikeConfigLock.ts';

describe('lockVikeConfigLoad', () => {
  it('makes a second taker wait until the first releases', async () => {
    const first = await lockVikeConfigLoad();
    const events: string[] = [];
    const second = lockVikeConfigLoad().then((lock) => {
      events.push('second took it');
      return lock;
    });
    await sleep(300);
    events.push('first releases');
    await first.release();
    await (await second).release();
    expect(events).toEqual(['first releases', 'second took it']);
  });

  it('is released by the plugin once vite reports the config resolved, and only once', async () => {
    const first = await lockVikeConfigLoad();
    const hook = first.plugin.configResolved as () => Promise<void>;
    await hook();
    // Released by the hook: the next taker gets the lock while the first still holds its handle.
    const again = await lockVikeConfigLoad();
    // A second hook call and the first's own release give back nothing more: the lock stays taken.
    await hook();
    await first.release();
    const events: string[] = [];
    const third = lockVikeConfigLoad().then((lock) => {
      events.push('third took it');
      return lock;
    });
    await sleep(300);
    events.push('second releases');
    await again.release();
    await (await third).release();
    expect(events).toEqual(['second releases', 'third took it']);
  });
});
