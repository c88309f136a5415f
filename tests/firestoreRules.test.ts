// firestore.rules denies every client: version 2, one match over every document, and no allow
// that could be true. No maintained offline parser exists on npm (docs/decisions.md), so this
// checks the structure the file must keep.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './firestore/helpers.ts';

const source = readFileSync(path.join(repoRoot, 'firestore.rules'), 'utf8');
const code = source.replace(/\/\/.*$/gm, '');

describe('firestore.rules', () => {
  it('is rules version 2 with balanced braces', () => {
    expect(code).toMatch(/^\s*rules_version\s*=\s*'2'\s*;/);
    let depth = 0;
    for (const char of code) {
      if (char === '{') depth++;
      if (char === '}') depth--;
      expect(depth).toBeGreaterThanOrEqual(0);
    }
    expect(depth).toBe(0);
  });

  it('denies every read and write of every document', () => {
    expect(code).toMatch(
      /service\s+cloud\.firestore\s*\{\s*match\s+\/databases\/\{database\}\/documents\s*\{/,
    );
    expect(code).toMatch(
      /match\s+\/\{document=\*\*\}\s*\{\s*allow\s+read\s*,\s*write\s*:\s*if\s+false\s*;\s*\}/,
    );
    const allows = [...code.matchAll(/allow\s+([^:]+):\s*if\s+([^;]+);/g)].map((m) => m[2]!.trim());
    expect(allows).toEqual(['false']);
  });
});

describe('firebase.json', () => {
  const config = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
  it('serves the built site with the admin SPA rewrite and the emulators on the spec ports', () => {
    expect(config.hosting.public).toBe('dist');
    expect(config.hosting.cleanUrls).toBe(true);
    expect(config.hosting.rewrites).toContainEqual({
      source: '/system/admin/**',
      destination: '/system/admin/index.html',
    });
    expect(config.emulators).toMatchObject({
      auth: { port: 9099 },
      functions: { port: 5001 },
      ui: { enabled: false },
    });
    expect(config.firestore).toEqual({ rules: 'firestore.rules', indexes: 'firestore.indexes.json' });
  });
});
