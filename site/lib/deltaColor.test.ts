import { describe, expect, it } from 'vitest';
import { deltaBackground } from './deltaColor.ts';

describe('deltaBackground(delta)', () => {
  it('is transparent without a delta', () => {
    expect(deltaBackground(null)).toBe('transparent');
    expect(deltaBackground(0)).toBe('transparent');
  });
  it('is green for a rise and red for a fall', () => {
    expect(deltaBackground(0.05)).toBe('rgba(22, 163, 74, 0.23)');
    expect(deltaBackground(-0.05)).toBe('rgba(220, 38, 38, 0.23)');
  });
  it('saturates at an absolute delta of 0.1', () => {
    expect(deltaBackground(0.1)).toBe(deltaBackground(0.4));
    expect(deltaBackground(-0.1)).toBe('rgba(220, 38, 38, 0.45)');
  });
});
