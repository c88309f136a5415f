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
    await hook();
    await first.release();
    const again = await lockVikeConfigLoad();
    await again.release();
  });
});
