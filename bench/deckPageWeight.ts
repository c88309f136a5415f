// The weight of every deck page of a built site: bytes of HTML and elements (cheerio's `*`, as
// `document.querySelectorAll('*')` counts them), as median, 90th percentile and largest.
// `node bin/run-ts.js bench/deckPageWeight.ts SITE_DIR` prints a markdown table.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';

const siteDir = process.argv[2];
if (!siteDir) throw new Error('usage: deckPageWeight.ts SITE_DIR');
const deckDir = path.join(siteDir, 'deck');
const pages = readdirSync(deckDir, { withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) => {
    const html = readFileSync(path.join(deckDir, entry.name));
    return { bytes: html.length, elements: cheerio.load(html.toString('utf8'))('*').length };
  });
if (pages.length === 0) throw new Error(`${deckDir}: no deck pages`);
const at = (values: number[], share: number) =>
  values[Math.min(values.length - 1, Math.floor(share * values.length))]!;
const bytes = pages.map((page) => page.bytes).sort((a, b) => a - b);
const elements = pages.map((page) => page.elements).sort((a, b) => a - b);
const cell = (share: number) => `${(at(bytes, share) / 1000).toFixed(1)} KB, ${at(elements, share)} elements`;
console.log(`${pages.length} deck pages\n\n| median deck | 90th percentile | largest |\n|---|---|---|`);
console.log(`| ${cell(0.5)} | ${cell(0.9)} | ${cell(1)} |`);
