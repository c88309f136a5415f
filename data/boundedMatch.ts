// The runner that stops rule matching past its deadline (engine/rules/matchDeadline.ts): the
// work runs under a vm script timeout, whose watchdog interrupts even a RegExp deep in
// backtracking. Importing this module installs it; data/regexSafety.ts (which every path that
// matches patterns calls first) and the snapshot worker threads import it.
import vm from 'node:vm';
import { type BoundedRun, installBoundedRun } from '../engine/rules/matchDeadline.ts';

const context = vm.createContext({ work: undefined as (() => void) | undefined });
const script = new vm.Script('work()');

export const vmBoundedRun: BoundedRun = (work, ms) => {
  context.work = work;
  try {
    script.runInContext(context, { timeout: ms });
    return true;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return false;
    throw error;
  } finally {
    context.work = undefined;
  }
};

installBoundedRun(vmBoundedRun);
