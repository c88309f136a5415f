// measureChild reads a child's peak memory and CPU time from /proc: checked with a child that
// holds a known amount of memory and burns a known amount of CPU time (not wall time).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { measureChild, median } from './measure.ts';

const CHILD = `
const block = Buffer.alloc(256 * 2 ** 20, 1);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
let x = 0;
while (cpu() < 0.4) x += block[x % block.length];
console.log('done', x > 0);
`;

describe('measureChild(command, args)', () => {
  it('reports exit code and output', async () => {
    const result = await measureChild(process.execPath, [
      '-e',
      'console.log("hi"); console.error("oops"); process.exit(3)',
    ]);
    expect(result).toMatchObject({ exitCode: 3, stdout: 'hi\n', stderr: 'oops\n' });
    expect(result.wallMs).toBeGreaterThan(0);
  });

  it.skipIf(!existsSync('/proc/self/status'))('reads the peak RSS and the CPU time from /proc', async () => {
    const result = await measureChild(process.execPath, ['-e', CHILD]);
    expect(result.exitCode).toBe(0);
    expect(result.peakRssBytes).toBeGreaterThanOrEqual(256 * 2 ** 20);
    // The child burns 0.4 s of CPU; sampling every 50 ms may miss the last sample's worth.
    expect(result.cpuSeconds).toBeGreaterThanOrEqual(0.3);
  });
});

describe('median(values)', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});
