import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  asRecord,
  optBoolean,
  optString,
  recordsOf,
  stringList,
  stringsOf,
  toBoolean,
  toNumber,
  toText,
} from './tolerant.ts';

describe('the tolerant readers', () => {
  it('toText: non-blank text as stored, numbers and booleans as text, anything else missing', () => {
    expect(toText(' a b ')).toBe(' a b ');
    expect(toText(3)).toBe('3');
    expect(toText(false)).toBe('false');
    for (const missing of ['', '  ', null, undefined, {}, []]) expect(toText(missing)).toBeUndefined();
  });

  it('toBoolean: true/false and their text, anything else missing', () => {
    expect(toBoolean(true)).toBe(true);
    expect(toBoolean('false')).toBe(false);
    for (const missing of ['yes', 1, 0, null, '']) expect(toBoolean(missing)).toBeUndefined();
  });

  it('toNumber: numbers and numeric text, blank and non-finite missing', () => {
    expect(toNumber(' 12 ')).toBe(12);
    for (const missing of ['', ' ', 'x', Number.NaN, Number.POSITIVE_INFINITY, null]) {
      expect(toNumber(missing)).toBeUndefined();
    }
  });

  it('stringsOf and recordsOf keep the usable entries of a list; a non-list is empty', () => {
    expect(stringsOf(['a', '', ' ', 3, null, 'b'])).toEqual(['a', 'b']);
    expect(stringsOf('a')).toEqual([]);
    expect(recordsOf([{ a: 1 }, [], null, 'x', { b: 2 }])).toEqual([{ a: 1 }, { b: 2 }]);
    expect(recordsOf(undefined)).toEqual([]);
    expect(asRecord([])).toBeUndefined();
    expect(asRecord({ a: 1 })).toEqual({ a: 1 });
  });

  it('are what the schemas parse with: one reading, by hand or through zod', () => {
    const values: unknown[] = ['x', '', ' ', 0, true, 'false', null, undefined, ['a', ''], { a: 1 }];
    for (const value of values) {
      expect(optString.parse(value)).toEqual(toText(value));
      expect(optBoolean.parse(value)).toEqual(toBoolean(value));
      expect(z.array(z.string()).parse(stringList.parse(value))).toEqual(stringsOf(value));
    }
  });
});
