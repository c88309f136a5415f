// How many workers an accelerator starts when not told (`--threads`): the worker threads of
// classify and aggregate, the pre-rendering processes of build. One per CPU, at most 4.
import { availableParallelism } from 'node:os';

export function defaultWorkers(): number {
  return Math.min(4, Math.max(1, availableParallelism()));
}
