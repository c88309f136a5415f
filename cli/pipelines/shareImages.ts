// Writes the share images (Open Graph / Twitter) of a built site at build time: `og/site.svg`
// with the top deck types, and `og/decks/<ruleId>.svg` per deck type with its most adopted cards.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADOPTION_CATEGORIES } from '../../engine/cardKinds.ts';
import { docPath } from '../../engine/docPaths.ts';
import type { DeckTypeDetail, PublicHome } from '../../engine/documents.ts';
import { formatShare } from '../../engine/format.ts';
import { shareImageSvg } from '../../site/lib/shareImage.ts';
import { PRODUCT_NAME } from '../../site/lib/site.ts';

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** Returns how many images were written. */
export function writeShareImages(docsDir: string, clientDir: string): number {
  const ogDir = path.join(clientDir, 'og');
  mkdirSync(path.join(ogDir, 'decks'), { recursive: true });
  const home = readJson<PublicHome>(path.join(docsDir, `${docPath.home}.json`));
  writeFileSync(
    path.join(ogDir, 'site.svg'),
    shareImageSvg({
      product: PRODUCT_NAME,
      title: 'デッキタイプ シェアランキング',
      subtitle: `デッキ ${home?.counts.decks.toLocaleString('ja-JP') ?? 0} 件を集計`,
      bars: (home?.ruleRanking ?? []).map((rule) => ({ label: rule.name, share: rule.share })),
    }),
  );
  let written = 1;
  const typesDir = path.join(docsDir, 'public', 'decks', 'types');
  let files: string[] = [];
  try {
    files = readdirSync(typesDir).filter((name) => name.endsWith('.json'));
  } catch {
    files = [];
  }
  for (const file of files) {
    const detail = readJson<DeckTypeDetail>(path.join(typesDir, file));
    if (!detail) continue;
    const cards = ADOPTION_CATEGORIES.flatMap((category) => detail.stats.cardAdoption[category] ?? [])
      .sort((a, b) => b.adoptionRate - a.adoptionRate || b.avgCopiesOverall - a.avgCopiesOverall)
      .map((card) => ({ label: card.name, share: card.adoptionRate }));
    writeFileSync(
      path.join(ogDir, 'decks', `${file.slice(0, -'.json'.length)}.svg`),
      shareImageSvg({
        product: PRODUCT_NAME,
        title: detail.rule.name,
        subtitle: `シェア ${formatShare(detail.rule.share)}（${detail.rule.matchedDecks}デッキ）・採用率上位のカード`,
        bars: cards,
      }),
    );
    written += 1;
  }
  return written;
}
