// One rule check everywhere. A rule the publish would refuse can never be saved:
// saveRule, setRuleEnabled and previewRuleChange refuse a backtracking pattern and a colliding
// pair with exactly the lines `tcg rules validate` prints for the same rules, and write nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallableErrorDetails } from '../../engine/admin/callables.ts';
import { UNSAFE_PATTERN_MESSAGES } from '../../engine/messages.ts';
import { linesOf, runTcg } from '../helpers/runTcg.ts';
import { makeSnapshot, removeDir } from '../helpers/snapshot.ts';
import { adminSdk, type Caller, closeAdmin, failure, signIn } from './client.ts';

const conditions = [{ pattern: '^サーフゴーex$', min: 1, max: null, negate: false }];
const BACKTRACKING = [{ pattern: '^(a+)+$', min: 1, max: null, negate: false }];
/** A 46-character card name on which `^(a+)+$` backtracks 2^45 ways. */
const HOSTILE_NAME = `${'a'.repeat(45)}!`;
/** A deck holding it, stored for the paths below (a deck id of this run). */
const HOSTILE_DECK = `hstl${String(Date.now() % 100).padStart(2, '0')}-aaaaaa-aaaaaa`;
/** A suffix of this run, so the suite's other tests never meet these rules. */
const RUN = `検査${Date.now() % 100_000}`;
const X = `${RUN}X`;

let admin: Caller;
const created: string[] = [];
const dirs: string[] = [];
beforeAll(async () => {
  admin = await signIn({ kind: 'email', claims: { role: 'admin' } });
});
afterAll(async () => {
  const db = adminSdk().db;
  for (const id of created) await db.doc(`deck_rules/${id}`).delete();
  for (const dir of dirs) await removeDir(dir);
  await admin.close();
  await closeAdmin();
});

/** What `tcg rules validate` prints for these rules (in this order), one line per issue. */
async function validateLines(rules: object[]): Promise<string[]> {
  const dir = await makeSnapshot({ deck_rules: rules });
  dirs.push(dir);
  const run = await runTcg(['rules', 'validate', '--data', dir]);
  expect(run.code).toBe(1);
  return linesOf(run.stdout);
}

/** A refusal as the same lines: `ruleId: path: message` for every issue of the call. */
async function refusalLines(ruleId: string, call: Promise<unknown>) {
  const result = await failure(call);
  const issues = (result.details as CallableErrorDetails | undefined)?.issues ?? [];
  return {
    code: result.code,
    message: result.message,
    lines: issues.map(({ path, message }) => `${ruleId}: ${path}: ${message}`),
  };
}

async function stored(id: string): Promise<boolean> {
  return (await adminSdk().db.doc(`deck_rules/${id}`).get()).exists;
}

describe('saveRule refuses what the publish would refuse, with the CLI’s message', () => {
  it('a backtracking pattern (^(a+)+$): invalid-argument, the validate line, nothing stored', async () => {
    const name = `${RUN}入れ子`;
    const cli = await validateLines([{ id: name, name, conditions: BACKTRACKING }]);
    expect(cli).toHaveLength(1);
    expect(cli[0]).toContain(UNSAFE_PATTERN_MESSAGES.exponential);
    const refused = await refusalLines(
      name,
      admin.callRaw('saveRule', { rule: { name, conditions: BACKTRACKING } }),
    );
    expect(refused.code).toBe('invalid-argument');
    expect(refused.lines).toEqual(cli);
    expect(refused.message).toBe(cli[0]!.slice(`${name}: conditions[0].pattern: `.length));
    expect(await stored(name)).toBe(false);
  });

  it('a colliding pair (X + sub-rule Y__Z, then X__Y + sub-rule Z): the validate line, nothing stored', async () => {
    const first = { name: X, conditions, variants: [{ id: 'Y__Z', name: 'Y__Z', conditions }] };
    const saved = await admin.callRaw('saveRule', { rule: first });
    expect(saved).toMatchObject({ created: true, rule: { id: X } });
    created.push(X);
    const second = { name: `${X}__Y`, conditions, variants: [{ id: 'Z', name: 'Z', conditions }] };
    const cli = await validateLines([
      { id: X, ...first },
      { id: second.name, ...second },
    ]);
    expect(cli).toEqual([
      `${second.name}: variants[0].id: 文書「deck_rules/${X}__Y__Z」がルール「${X}」のサブルール「Y__Z」と重複しています`,
    ]);
    const refused = await refusalLines(second.name, admin.callRaw('saveRule', { rule: second }));
    expect(refused).toMatchObject({ code: 'invalid-argument', lines: cli });
    expect(await stored(second.name)).toBe(false);
    // Editing a stored rule into the other half of a pair is refused the same way.
    await admin.callRaw('saveRule', { rule: { name: `${X}__Y`, conditions } });
    created.push(`${X}__Y`);
    const edited = { ...first, variants: [...first.variants, { id: 'Y', name: 'Y', conditions }] };
    const editCli = await validateLines([
      { id: `${X}__Y`, name: `${X}__Y`, conditions },
      { id: X, ...edited },
    ]);
    expect(editCli).toEqual([
      `${X}: variants[1].id: 文書「deck_rules/${X}__Y」がルール「${X}__Y」と重複しています`,
    ]);
    const edit = await refusalLines(X, admin.callRaw('saveRule', { id: X, rule: edited }));
    expect(edit).toMatchObject({ code: 'invalid-argument', lines: editCli });
    expect((await adminSdk().db.doc(`deck_rules/${X}`).get()).data()?.variants).toHaveLength(1);
  });

  it('a new rule under a taken id: already-exists with the duplicate message', async () => {
    const again = await refusalLines(
      `${X}__Y`,
      admin.callRaw('saveRule', { rule: { name: `${X}__Y`, conditions } }),
    );
    expect(again).toMatchObject({
      code: 'already-exists',
      lines: [`${X}__Y: name: ルールIDが重複しています`],
    });
  });
});

describe('the other paths run the same check', () => {
  const name = `${RUN}保存済み入れ子`;
  beforeAll(async () => {
    // A rule stored before the check existed (or imported): its pattern backtracks.
    await adminSdk()
      .db.doc(`deck_rules/${name}`)
      .set({ name, enabled: true, priority: 5, conditions: BACKTRACKING });
    created.push(name);
    await adminSdk()
      .db.doc(`decks/${HOSTILE_DECK}`)
      .set({ cards: [{ name: HOSTILE_NAME, count: 4 }] });
  });
  afterAll(async () => {
    await adminSdk().db.doc(`decks/${HOSTILE_DECK}`).delete();
  });

  it('setRuleEnabled refuses to save it again, with the validate line, and leaves it as it was', async () => {
    const cli = await validateLines([{ id: name, name, enabled: false, conditions: BACKTRACKING }]);
    const refused = await refusalLines(name, admin.callRaw('setRuleEnabled', { id: name, enabled: false }));
    expect(refused).toMatchObject({ code: 'invalid-argument', lines: cli });
    expect((await adminSdk().db.doc(`deck_rules/${name}`).get()).data()?.enabled).toBe(true);
  });

  it('getRule shows the issue; listRules marks it invalid', async () => {
    const cli = await validateLines([{ id: name, name, conditions: BACKTRACKING }]);
    const got = (await admin.callRaw('getRule', { id: name })) as {
      issues: { path: string; message: string }[];
    };
    expect(got.issues.map(({ path, message }) => `${name}: ${path}: ${message}`)).toEqual(cli);
    const list = (await admin.callRaw('listRules', {})) as { rules: { id: string; valid: boolean }[] };
    expect(list.rules.find((r) => r.id === name)?.valid).toBe(false);
    expect(list.rules.find((r) => r.id === X)?.valid).toBe(true);
  });

  it('evaluateDeckRulesPreview lists the stored rule as invalid and never runs it on a 46-character name', async () => {
    const cli = await validateLines([{ id: name, name, conditions: BACKTRACKING }]);
    const preview = (await admin.callRaw('evaluateDeckRulesPreview', { deckId: HOSTILE_DECK })) as {
      source: string;
      invalidRules: { ruleId: string; issues: { path: string; message: string }[] }[];
      results: { ruleId: string }[];
    };
    expect(preview.source).toBe('firestore');
    const mine = preview.invalidRules.find((r) => r.ruleId === name);
    expect(mine?.issues.map(({ path, message }) => `${name}: ${path}: ${message}`)).toEqual(cli);
    expect(preview.results.map((r) => r.ruleId)).not.toContain(name);
  });

  it('previewRuleChange refuses the pattern before reading a deck', async () => {
    const draft = `${RUN}影響入れ子`;
    const cli = await validateLines([{ id: draft, name: draft, conditions: BACKTRACKING }]);
    const refused = await refusalLines(
      draft,
      admin.callRaw('previewRuleChange', { rule: { name: draft, conditions: BACKTRACKING } }),
    );
    expect(refused).toMatchObject({ code: 'invalid-argument', lines: cli });
  });
});
