// The catalogue (every module of site/admin/texts/) holds every Japanese text spec admin §2, §5 and
// §8 quote, verbatim.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUN_LOGGED_NAMES } from '../../engine/admin/callables.ts';
import { AGGREGATIONS } from './texts/aggregations.ts';
import { JOBS } from './texts/deckJobs.ts';
import { PREVIEW } from './texts/preview.ts';

const TEXTS_DIR = path.join(import.meta.dirname, 'texts');

/** Every text of a catalogue value with its key path (`preview.ts.PREVIEW.colMin`). */
function allEntries(value: unknown, key: string): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (typeof value === 'function') return [[key, String((value as (...a: unknown[]) => string)(1, 2, 3))]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => allEntries(v, `${key}.${k}`));
  return [];
}

const modules = readdirSync(TEXTS_DIR).filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name));
const entries = (
  await Promise.all(
    modules.map(async (name) =>
      allEntries(await (import(path.join(TEXTS_DIR, name)) as Promise<unknown>), name),
    ),
  )
).flat();
const catalogue = entries.map(([, text]) => text);

/**
 * The only texts without a Japanese character: abbreviations and marks an admin reads as they
 * are, the spec's verbatim "loading", and an environment variable's name.
 */
const ASCII_ALLOWED = new Set(['ID', 'URL', 'OK', 'NG', 'NEW', '#1', 'loading', 'DEPLOY_GITHUB_TOKEN']);

const SPEC_TEXTS = [
  'loading',
  '管理者ログイン',
  '権限がありません',
  '設定',
  '0〜10000の整数を入力してください',
  '保存しました',
  'デッキIDの形式が不正です（例: 4cYKcc-l9gMiB-8acGaJ）',
  'デッキIDの形式が不正です（例: ABCDEF-GHIJKL-MNOPQR）',
  'name は必須です',
  '名前にスラッシュは使用できません',
  'conditions は1件以上必要です',
  'pattern は必須です',
  '正規表現が不正です: ',
  'min は0以上の数値です',
  'max は0以上の数値です',
  'min は max 以下である必要があります',
  'JSON の構文が不正です。',
  'オフセットは0以上、件数は1〜100で指定してください。',
  'ロック解除対象の分数は 5〜1440 の範囲で指定してください。',
  '一度に解除する件数は 1〜200 の範囲で指定してください。',
  '未認証のため保存できません',
  '未認証のため更新できません',
  '対象のルールが見つかりません',
  '削除しますか？この操作は取り消せません。',
  '管理者権限の付与に失敗しました',
  '件数の取得に失敗しました',
  '週次シェアの取得に失敗しました',
  '再構築に失敗しました: ',
  '全集約再構築に失敗しました: ',
  'ルールシェア再集計に失敗しました: ',
  'デッキクリーンアップに失敗しました: ',
  'デプロイ起動に失敗しました: ',
  '分類/デプロイに失敗しました: ',
  'プレビューに失敗しました',
  'タイムアウトしました。再実行してください。',
  'プレビューの実行に失敗しました',
  '実行に失敗しました',
  'ルール一覧の取得に失敗しました',
  '未分類デッキの取得に失敗しました',
  '未分類デッキ総数の取得に失敗しました',
  '未分類のデッキはありません',
  '読み込みに失敗しました',
  '更新に失敗しました',
  '指定のルールが見つかりません',
  '保存に失敗しました',
  '削除に失敗しました',
  '実行に失敗しました。権限やネットワークを確認してください。',
  'イベントの取得に失敗しました',
  'イベントが見つかりませんでした',
  'イベントIDが指定されていません',
  '結果の登録がありません',
  'デッキが見つかりません',
  'デッキの取得に失敗しました',
  'デッキIDが指定されていません',
  'デッキが見つかりませんでした',
  'デッキ情報の取得に失敗しました',
  '入賞イベントの取得に失敗しました',
  'エラーが発生しました: ',
  'ドキュメントが存在しません',
  '更新に失敗しました: 1',
  '全集約の再構築に失敗しました: 1',
  'ログの取得に失敗しました: 1',
  'デッキ取得キューの取得に失敗しました',
  'ロック解除の呼び出しに失敗しました',
  '条件に一致するジョブはありませんでした。',
];

describe('site/admin/texts', () => {
  it('reads every module of the catalogue', () => {
    expect(modules).toContain('validation.ts');
    expect(modules.length).toBeGreaterThan(10);
  });

  it('holds no English sentence or label: every text has a Japanese character, bar a few marks', () => {
    const english = entries.filter(([, text]) => /^[\x00-\x7f]*$/u.test(text) && !ASCII_ALLOWED.has(text));
    expect(english).toEqual([]);
  });

  it.each(SPEC_TEXTS)('holds the spec text %s', (text) => {
    expect(catalogue).toContain(text);
  });

  it('names every callable the run log records in Japanese, and the two scheduled jobs', () => {
    const named = AGGREGATIONS.runNames;
    const missing = [...RUN_LOGGED_NAMES, 'scheduledEventSync', 'scheduledDeckJobs'].filter(
      (name) => !/[\u3040-\u30ff\u3400-\u9fff]/u.test(named[name] ?? ''),
    );
    expect(missing).toEqual([]);
  });

  it('labels the four job statuses as spec admin §4 does', () => {
    expect(Object.keys(JOBS.status)).toEqual(['pending', 'in_progress', 'done', 'error']);
  });

  it('mentions the 180-second limit while a preview runs', () => {
    expect(PREVIEW.loading).toContain('180');
  });
});
