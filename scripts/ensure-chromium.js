#!/usr/bin/env node
// Makes sure the browser tests have a Chromium: Debian's /usr/bin/chromium (never Playwright's
// own download). Installs it with apt-get when running as root; otherwise explains what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.TCG_CHROMIUM ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `ensure-chromium: ${CHROMIUM} not found; install it with \`sudo apt-get install -y chromium\` (or set TCG_CHROMIUM to a Chromium binary)`,
  );
  process.exit(1);
}
console.log('ensure-chromium: installing chromium with apt-get...');
try {
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
} catch (error) {
  console.error(`ensure-chromium: apt-get failed: ${error.message}`);
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`ensure-chromium: apt-get finished but ${CHROMIUM} is still missing`);
  process.exit(1);
}
