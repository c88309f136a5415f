// Reads the publish job of .github/workflows/publish.yml into the plan the local replay runs
// (scripts/replay-publish.ts): each step's shell script, its env, and its `if:`. Only what that
// workflow uses is understood; anything else is refused with a line naming the step, so a change
// to the workflow that the replay cannot follow fails the replay's test instead of being skipped.
import { parse } from 'yaml';

export interface ReplayStep {
  name: string;
  /** `run`: a shell script to run; `skip`: set-up the local checkout already has (with why). */
  kind: 'run' | 'skip' | 'deploy';
  script: string;
  env: Record<string, string>;
  /** The step's `if:` as written, or undefined. */
  condition?: string;
  why?: string;
}

export interface ReplayPlan {
  /** The job's env with `${{ }}` values left as written (the replay supplies its own). */
  jobEnv: Record<string, string>;
  steps: ReplayStep[];
}

interface RawStep {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, unknown>;
}

/** `uses:` steps the replay stands in for: the checkout and node_modules exist, the work folder is the cache. */
const LOCAL_STAND_INS: Record<string, string> = {
  'actions/checkout': 'the local checkout',
  'actions/setup-node': 'the local Node.js',
  'actions/cache/restore': 'the replay work folder keeps the previous run (the cache)',
  'actions/cache/save': 'the replay work folder keeps this run (the cache)',
};

export function readPublishPlan(workflowText: string, jobName = 'publish'): ReplayPlan {
  const workflow = parse(workflowText) as { jobs?: Record<string, { env?: object; steps?: RawStep[] }> };
  const job = workflow.jobs?.[jobName];
  if (!job?.steps) throw new Error(`publish.yml: no job "${jobName}" with steps`);
  const steps = job.steps.map((raw, index) => planStep(raw, index));
  return { jobEnv: stringValues(job.env ?? {}), steps };
}

function planStep(raw: RawStep, index: number): ReplayStep {
  const name = raw.name ?? raw.uses ?? raw.run?.split('\n')[0] ?? `step ${index + 1}`;
  const env = stringValues(raw.env ?? {});
  if (raw.uses !== undefined) {
    const action = raw.uses.replace(/@.*$/, '');
    const standIn = LOCAL_STAND_INS[action];
    if (!standIn) throw new Error(`publish.yml step "${name}": the replay does not know ${raw.uses}`);
    return { name, kind: 'skip', script: '', env, condition: raw.if, why: standIn };
  }
  const script = raw.run ?? '';
  if (script.includes('${{')) {
    throw new Error(`publish.yml step "${name}": \`run:\` uses \${{ }}; pass the value through env: instead`);
  }
  if (/^npm ci\b/.test(script.trim())) {
    return { name, kind: 'skip', script, env, condition: raw.if, why: 'node_modules is installed' };
  }
  // The one step that needs the network and the real project: replaced by a check of what it uploads.
  if (/\bfirebase deploy --only hosting\b/.test(script)) {
    return { name, kind: 'deploy', script, env, condition: raw.if };
  }
  return { name, kind: 'run', script, env, condition: raw.if };
}

/**
 * Evaluates the `if:` forms the workflow uses: success(), always(), and env.NAME == 'value'.
 * `failed` says whether an earlier step failed.
 */
export function stepRuns(
  condition: string | undefined,
  env: Record<string, string>,
  failed: boolean,
): boolean {
  if (condition === undefined) return !failed;
  const text = condition.trim().replace(/^\$\{\{\s*(.*?)\s*\}\}$/, '$1');
  if (text === 'success()') return !failed;
  if (text === 'always()') return true;
  if (text === 'failure()') return failed;
  const comparison = /^env\.([A-Z_][A-Z0-9_]*)\s*==\s*'([^']*)'$/.exec(text);
  if (comparison) return !failed && env[comparison[1] as string] === comparison[2];
  throw new Error(`publish.yml: the replay cannot evaluate \`if: ${condition}\``);
}

function stringValues(record: object): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, String(value)]));
}
