// Which Chromium the browser tests drive, always one of Debian's (never Playwright's download):
// TCG_CHROMIUM when set; else the headless shell (`chromium-headless-shell`, the old headless
// mode, the build Playwright itself tests headless with), which takes half the CPU of the full
// browser's headless mode for the same tests; else the full `chromium`.
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** The binary to launch, or undefined when none is installed. */
export function chromiumPath() {
  if (process.env.TCG_CHROMIUM) return process.env.TCG_CHROMIUM;
  return [HEADLESS_SHELL, FULL_CHROMIUM].find((file) => existsSync(file));
}
