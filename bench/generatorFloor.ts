// The floor of any static deck-site generator, for the pipeline benchmark: parse each deck of a
// snapshot, then write one HTML page and one JSON document per deck. Nothing is classified or
// counted, so no real pipeline can be faster on the same machine at the same moment.
//   node bin/run-ts.js bench/generatorFloor.ts SNAPSHOT_DIR OUT_DIR
import { createReadStream, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

const [snapshot, out] = process.argv.slice(2);
if (!snapshot || !out) throw new Error('usage: generatorFloor.ts SNAPSHOT_DIR OUT_DIR');

interface Deck {
  id: string;
  cards?: { name?: string; count?: number }[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

mkdirSync(path.join(out, 'json'), { recursive: true });
let decks = 0;
const lines = createInterface({
  input: createReadStream(path.join(snapshot, 'decks.jsonl')),
  crlfDelay: Infinity,
});
for await (const line of lines) {
  if (line.trim() === '') continue;
  const deck = JSON.parse(line) as Deck;
  const rows = (deck.cards ?? [])
    .map((card) => `<tr><td>${escapeHtml(String(card.name ?? ''))}</td><td>${card.count ?? 0}</td></tr>`)
    .join('');
  const dir = path.join(out, 'deck', deck.id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>${escapeHtml(deck.id)}</title></head><body><h1>${escapeHtml(deck.id)}</h1><table>${rows}</table></body></html>`,
  );
  writeFileSync(path.join(out, 'json', `${deck.id}.json`), JSON.stringify(deck));
  decks++;
}
console.log(JSON.stringify({ decks }));
