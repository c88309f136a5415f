#!/usr/bin/env node
// Makes sure the browser tests have a Chromium from Debian's apt (never Playwright's own download):
// the headless shell (scripts/chromium.js says why), or the full browser when the shell cannot be
// installed. Installs with apt-get, as root or through passwordless sudo; otherwise explains what
// to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { FULL_CHROMIUM, HEADLESS_SHELL } from './chromium.js';

if (process.env.TCG_CHROMIUM) {
  if (existsSync(process.env.TCG_CHROMIUM)) process.exit(0);
  console.error(`ensure-chromium: TCG_CHROMIUM names ${process.env.TCG_CHROMIUM}, which does not exist`);
  process.exit(1);
}
if (existsSync(HEADLESS_SHELL)) process.exit(0);

const INSTALL = 'sudo apt-get install -y chromium-headless-shell';

/** Ends the script: with the full Chromium when it is installed, else with `problem` and exit 1. */
function settle(problem) {
  if (existsSync(FULL_CHROMIUM)) {
    console.log(
      `ensure-chromium: ${problem}; using ${FULL_CHROMIUM} (with \`${INSTALL}\` the browser tests take about half the time)`,
    );
    process.exit(0);
  }
  console.error(
    `ensure-chromium: ${problem}; install Chromium with \`${INSTALL}\` (or set TCG_CHROMIUM to a Chromium binary)`,
  );
  process.exit(1);
}

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
  settle(`${HEADLESS_SHELL} is missing and installing it needs root`);
}
function run(args) {
  const [command, ...rest] = [...prefix, ...args];
  execFileSync(command, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
console.log('ensure-chromium: installing chromium-headless-shell with apt-get...');
try {
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium-headless-shell']);
} catch (error) {
  settle(`apt-get failed (${error.message})`);
}
if (!existsSync(HEADLESS_SHELL)) settle(`apt-get finished but ${HEADLESS_SHELL} is still missing`);
