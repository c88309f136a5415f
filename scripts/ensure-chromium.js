#!/usr/bin/env node
// Makes sure the browser tests have a Chromium: Debian's /usr/bin/chromium (never Playwright's
// own download). Installs it with apt-get, as root or through passwordless sudo; otherwise explains
// what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.TCG_CHROMIUM ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** `sudo -n` fails at once instead of asking for a password. */
function canSudo() {
  try {
    execFileSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const prefix = isRoot ? [] : canSudo() ? ['sudo', '-n'] : null;
if (prefix === null) {
  console.error(
    `ensure-chromium: ${CHROMIUM} not found; install it with \`sudo apt-get install -y chromium\` (or set TCG_CHROMIUM to a Chromium binary)`,
  );
  process.exit(1);
}
function run(args) {
  const [command, ...rest] = [...prefix, ...args];
  execFileSync(command, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
console.log('ensure-chromium: installing chromium with apt-get...');
try {
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
} catch (error) {
  console.error(`ensure-chromium: apt-get failed: ${error.message}`);
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`ensure-chromium: apt-get finished but ${CHROMIUM} is still missing`);
  process.exit(1);
}
