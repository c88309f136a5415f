// The admin's words for each official-site failure: Japanese, with the status or network code.
import { describe, expect, it } from 'vitest';
import { adminFailureMessage, type OfficialFailure, OfficialSiteError } from './officialError.ts';

const KINDS: OfficialFailure[] = [
  'not_found',
  'format',
  'deck_size',
  'http',
  'challenge',
  'timeout',
  'network',
];
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/u;

describe('OfficialSiteError.japanese', () => {
  it.each(KINDS)('says a %s failure in Japanese', (kind) => {
    expect(new OfficialSiteError(kind, 'deck page: https://x/ failed').japanese).toMatch(JAPANESE);
  });

  it('keeps the status of an HTTP failure and the code of a network failure', () => {
    expect(new OfficialSiteError('http', 'deck page answered HTTP 503', 503).japanese).toBe(
      '公式サイトがエラーを返しました（HTTP 503）',
    );
    const unreachable = new OfficialSiteError(
      'network',
      'x could not be reached (ENOTFOUND)',
      undefined,
      'ENOTFOUND',
    );
    expect(unreachable.japanese).toBe('公式サイトに接続できませんでした（ENOTFOUND）');
  });

  it('names the host of a browser check', () => {
    const message =
      "event_search: players.example answered HTTP 403 with Cloudflare's browser check (cf-mitigated: challenge)";
    expect(new OfficialSiteError('challenge', message, 403).japanese).toMatch(
      /^公式サイト（players\.example）が/u,
    );
  });

  it('leaves any other error its own message', () => {
    expect(adminFailureMessage(new Error('そんなルールはない'))).toBe('そんなルールはない');
    expect(adminFailureMessage(new OfficialSiteError('timeout', 'x did not answer'))).toMatch(JAPANESE);
  });
});
