// Every Japanese text of spec public §8 that can occur on a static page appears verbatim in the
// sources that render it; the texts that cannot occur are listed with why. (Admin §8: texts.test.ts.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

function sourcesUnder(folders: string[]): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        texts.push(readFileSync(full, 'utf8'));
    }
  };
  for (const folder of folders) walk(path.join(ROOT, folder));
  return texts.join('\n');
}

/** Spec public §8 texts a pre-rendered page shows (the static site renders from documents). */
const PUBLIC_STATIC_TEXTS = [
  '戦績データの取得に失敗しました',
  '統計の取得に失敗しました',
  'イベントIDが指定されていません',
  'イベントが見つかりませんでした',
  '結果の登録がありません',
  'デッキが見つかりません',
  'デッキIDが指定されていません',
  'デッキ情報の取得に失敗しました',
  '公開データが見つかりませんでした。',
  'イベント情報が見つかりませんでした。',
  'デッキタイプ情報が見つかりませんでした。',
  '指定したデッキタイプが見つかりませんでした。',
  '指定したサブルールが見つかりませんでした。',
  'サブルールの情報を取得できませんでした。',
  'データがありません',
  '一致するデッキがありません',
  'カード採用データがありません',
];

/**
 * Spec public §8 texts that cannot occur on the static site: they are failures of a read made in
 * the browser, and a static page makes none (its documents are read at build time, where a
 * missing one is a not-found text and an unreadable one stops the build, docs/decisions.md).
 * 「デッキが見つかりませんでした」 is the spec's other deck view's text; the static site has one
 * deck view, which says 「デッキが見つかりません」 (the admin's deck screens use both).
 */
const PUBLIC_RUNTIME_ONLY_TEXTS = [
  '公開データの取得に失敗しました',
  'イベント情報の取得に失敗しました',
  'デッキタイプ集約の取得に失敗しました',
  'デッキタイプ詳細の取得に失敗しました',
  'サブルール詳細の取得に失敗しました',
  '一致デッキの取得に失敗しました',
  '入賞イベントの取得に失敗しました',
  'イベントの取得に失敗しました',
  'デッキの取得に失敗しました',
  'デッキが見つかりませんでした',
];

describe('spec §8 texts, verbatim', () => {
  const site = sourcesUnder(['site/pages', 'site/components', 'site/client', 'site/lib']);

  it.each(PUBLIC_STATIC_TEXTS)('the public site can show %s', (text) => {
    expect(site).toContain(text);
  });

  it.each(PUBLIC_RUNTIME_ONLY_TEXTS)('%s is a browser-read failure the static site never shows', (text) => {
    expect(site).not.toContain(text);
  });

  it('the deck page and the 404 page say exactly デッキが見つかりません for an unknown deck', () => {
    const deckPage = readFileSync(path.join(ROOT, 'site/pages/deck/@id/+Page.tsx'), 'utf8');
    const notFound = readFileSync(path.join(ROOT, 'site/pages/_error/+Page.tsx'), 'utf8');
    expect(deckPage).toContain('<NotFound message="デッキが見つかりません" />');
    expect(notFound).toContain("{ pattern: '^/deck/', text: 'デッキが見つかりません' }");
  });
});
