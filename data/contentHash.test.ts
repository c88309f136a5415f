import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashOf } from './contentHash.ts';

describe('hashOf(content)', () => {
  it('is the first 22 base64url characters of SHA-256, for text and bytes alike (caches on disk keep their keys)', () => {
    expect(hashOf('')).toBe('47DEQpj8HBSa-_TImW-5JC');
    for (const text of ['public/home', 'サーフゴーex', 'x'.repeat(70_000)]) {
      const digest = createHash('sha256').update(text).digest('base64url').slice(0, 22);
      expect(hashOf(text)).toBe(digest);
      expect(hashOf(Buffer.from(text))).toBe(digest);
      expect(hashOf(new Uint8Array(Buffer.from(text)))).toBe(digest);
    }
  });
});
