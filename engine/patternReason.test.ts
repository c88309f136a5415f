// Every complaint V8 makes about a pattern has a Japanese sentence: the admin never shows the
// engine's English as the message.
import { describe, expect, it } from 'vitest';
import { patternReason, UNKNOWN_PATTERN_REASON } from './patternReason.ts';

/** Patterns that each make V8 give one of its reasons (flag u, as the matcher compiles). */
const BROKEN = [
  '(',
  'a)',
  '\\',
  '\\p{Foo}',
  '\\c',
  '\\1',
  '*',
  'a{2,1}',
  '{',
  'a{1',
  '(?<a>x)(?<a>y)',
  '\\k<b>(?<a>x)',
  '[\\d-z]',
  '[z-a]',
  '[',
  '(?x)',
  '(?<1>x)',
  '\\k',
  '(?<=a)+',
  '\\-',
];

function engineError(pattern: string): string {
  try {
    new RegExp(pattern, 'u');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${pattern} compiles`);
}

describe('patternReason(engineError)', () => {
  it.each(BROKEN)('says in Japanese why %s does not compile', (pattern) => {
    const reason = patternReason(engineError(pattern));
    expect(reason).not.toBe(UNKNOWN_PATTERN_REASON);
    expect(reason).toMatch(/[\u3040-\u30ff\u3400-\u9fff]/u);
    expect(reason).not.toMatch(/Invalid|regular expression/u);
  });

  it('falls back to a Japanese sentence for a reason it does not know', () => {
    expect(patternReason('Invalid regular expression: /x/u: Something new')).toBe(UNKNOWN_PATTERN_REASON);
  });
});
