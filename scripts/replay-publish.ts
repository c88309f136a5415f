// Replays the publish job of .github/workflows/publish.yml on this machine, against a Firestore
// emulator, so the workflow's own `run:` commands are exercised, not just linted:
//   node bin/run-ts.js scripts/replay-publish.ts [--work DIR] [--emulator-host HOST:PORT]
//     [--project ID] [--classify] [--deck-jobs N]
// The repository's secrets and variables the workflow reads (`${{ secrets.X }}`, `${{ vars.X }}`)
// come from this process's environment, e.g. TCG_FIREBASE_CONFIG for the admin app.
// Without --emulator-host it starts the local Firestore server (@firestore-emulator/server, what
// `npm run emulators` starts for Firestore) and loads data/sample into it. The work folder stands
// in for the Actions cache: replaying twice with the same --work is a warm (incremental) publish.
// The deploy step needs the network and the real project, so it is replaced by a check of what it
// would upload: firebase.json's hosting folder is the one the build writes, and it serves.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serveSite } from '../cli/pipelines/serveSite.ts';
import { type ReplayStep, readPublishPlan, stepRuns } from './publishWorkflow.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: flags } = parseArgs({
  options: {
    work: { type: 'string' },
    'emulator-host': { type: 'string' },
    project: { type: 'string', default: 'demo-tcg' },
    classify: { type: 'boolean', default: false },
    // The dispatch input deck_jobs: the step that fetches queued decks before the export.
    'deck-jobs': { type: 'string', default: '' },
  },
});

const work = path.resolve(flags.work ?? mkdtempSync(path.join(os.tmpdir(), 'tcg-replay-')));
mkdirSync(path.join(work, 'runner-temp'), { recursive: true });
const emulatorHost = flags['emulator-host'] ?? (await startLocalFirestore(flags.project));

const plan = readPublishPlan(readFileSync(path.join(REPO_ROOT, '.github/workflows/publish.yml'), 'utf8'));
const githubEnvFile = path.join(work, 'runner-temp', 'github-env');
// The job's env with what GitHub would fill in: `${{ secrets.X }}` and `${{ vars.X }}` from this
// process's environment (standing in for the repository's settings; missing ones are empty, as on
// GitHub), any other expression empty.
const env: Record<string, string> = {
  ...(process.env as Record<string, string>),
  ...withSettings(plan.jobEnv),
  FIREBASE_PROJECT: flags.project,
  CLASSIFY: String(flags.classify),
  PUBLISH_DIR: path.join(work, 'publish'),
  SITE_DIR: path.join(work, 'site'),
  FIRESTORE_EMULATOR_HOST: emulatorHost,
  RUNNER_TEMP: path.join(work, 'runner-temp'),
  GITHUB_ENV: githubEnvFile,
};
for (const [name, value] of Object.entries(env)) if (value.includes('${{')) env[name] = '';
// Steps' env values the flags stand in for (the dispatch inputs).
const stepInputs: Record<string, string> = { DECK_JOBS: flags['deck-jobs'] ?? '' };

let failed = false;
for (const step of plan.steps) {
  if (!stepRuns(step.condition, env, failed)) {
    console.log(`- ${step.name}: not run (if: ${step.condition})`);
    continue;
  }
  if (step.kind === 'skip') {
    console.log(`- ${step.name}: stood in for by ${step.why}`);
    continue;
  }
  console.log(`▶ ${step.name}`);
  const started = performance.now();
  try {
    if (step.kind === 'deploy') await checkDeploy(step);
    else await runScript(step);
    console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    console.error(`  failed: ${(error as Error).message}`);
    failed = true;
  }
}
console.log(failed ? 'replay: FAILED' : `replay: publish job replayed; site at ${env.SITE_DIR}`);
process.exit(failed ? 1 : 0);

async function runScript(step: ReplayStep): Promise<void> {
  writeFileSync(githubEnvFile, '');
  const stepEnv = { ...env, ...withSettings(step.env) };
  // Any other `${{ }}` value (an input, an expression) is empty, unless the replay's flags give it.
  for (const [name, value] of Object.entries(stepEnv))
    if (value.includes('${{')) stepEnv[name] = stepInputs[name] ?? '';
  // What GitHub runs for `run:` on Linux. Asynchronous: this process may be serving Firestore.
  await run('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.script], stepEnv);
  // Lines a step appends to $GITHUB_ENV set env for the steps after it.
  for (const line of readFileSync(githubEnvFile, 'utf8').split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) env[line.slice(0, at)] = line.slice(at + 1);
  }
}

/** Values of the form `${{ secrets.X }}` or `${{ vars.X }}` replaced by env X (empty when unset). */
function withSettings(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const setting = /^\$\{\{\s*(?:secrets|vars)\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$/.exec(value.trim());
      return [name, setting ? (process.env[setting[1] as string] ?? '') : value];
    }),
  );
}

async function checkDeploy(step: ReplayStep): Promise<void> {
  const configFile = path.join(REPO_ROOT, 'firebase.json');
  if (existsSync(configFile)) {
    const hosting = (JSON.parse(readFileSync(configFile, 'utf8')) as { hosting?: { public?: string } })
      .hosting;
    if (hosting?.public !== plan.jobEnv.SITE_DIR) {
      throw new Error(
        `firebase.json hosting.public is ${JSON.stringify(hosting?.public)}, but the workflow builds into SITE_DIR=${plan.jobEnv.SITE_DIR}`,
      );
    }
  }
  const site = await serveSite({ outDir: env.SITE_DIR as string, port: 0 });
  try {
    for (const page of ['/', '/decks', '/events', '/matchups']) {
      const response = await fetch(`${site.url}${page}`);
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    }
  } finally {
    await site.close();
  }
  console.log(`  (not run: ${step.script.trim()}) the site folder serves /, /decks, /events, /matchups`);
}

/** The local Firestore server on a free port, loaded from data/sample with `tcg import`. */
async function startLocalFirestore(project: string): Promise<string> {
  const { startEmulator } = await import('./emulators/firestoreServer.ts');
  const emulator = await startEmulator();
  const sample = path.join(REPO_ROOT, 'data', 'sample');
  await run(
    process.execPath,
    [path.join(REPO_ROOT, 'bin', 'tcg.js'), 'import', '--data', sample, '--project', project, '--quiet'],
    { ...(process.env as Record<string, string>), FIRESTORE_EMULATOR_HOST: emulator.host },
  );
  return emulator.host;
}

function run(command: string, args: string[], childEnv: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env: childEnv, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`exit ${code ?? signal}`)),
    );
  });
}
