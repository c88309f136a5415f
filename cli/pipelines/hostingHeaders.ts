// The response headers firebase.json's hosting section gives each path, so `tcg serve` (the demo,
// the browser tests) answers with the same Content-Security-Policy, caching and nosniff as the
// deployed site. Matching follows Firebase's hosting emulator (superstatic): each `source` is a
// glob over the request's path (a leading slash added), every matching entry applies in order, and
// a later entry's header replaces an earlier one's. Only the glob forms firebase.json uses are
// understood (`**`, `*`, `?`, `@(a|b)`); another form is refused, so the two never drift apart.
import { existsSync, readFileSync } from 'node:fs';
import { userError } from '../../engine/userError.ts';

export interface HostingHeaderRule {
  source: string;
  pattern: RegExp;
  headers: { key: string; value: string }[];
}

/** The hosting header rules of a firebase.json; none when the file is absent. */
export function readHostingHeaders(configFile: string): HostingHeaderRule[] {
  if (!existsSync(configFile)) return [];
  let config: { hosting?: { headers?: { source?: unknown; headers?: unknown }[] } };
  try {
    config = JSON.parse(readFileSync(configFile, 'utf8'));
  } catch (error) {
    throw userError('CONFIG_INVALID', `${configFile}: not JSON (${(error as Error).message}); fix the file`);
  }
  return (config.hosting?.headers ?? []).map((entry, index) => {
    const where = `${configFile}: hosting.headers[${index}]`;
    if (typeof entry.source !== 'string' || !Array.isArray(entry.headers)) {
      throw userError('CONFIG_INVALID', `${where}: needs a "source" glob and a "headers" list`);
    }
    return { source: entry.source, pattern: globPattern(entry.source, where), headers: entry.headers };
  });
}

/** The headers for a request path (as sent: percent-encoded, no query), later rules winning. */
export function headersFor(pathname: string, rules: readonly HostingHeaderRule[]): Map<string, string> {
  const slashed = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.pattern.test(slashed)) continue;
    for (const { key, value } of rule.headers) headers.set(key, value);
  }
  return headers;
}

/**
 * A glob as minimatch reads it (superstatic's matcher): segments split by `/`; `**` alone in a
 * segment spans any number of segments, `*` and `?` stay within one non-empty segment; neither
 * matches a segment starting with a dot.
 */
export function globPattern(glob: string, where = glob): RegExp {
  const segments = (glob.startsWith('/') ? glob : `/${glob}`).split('/').slice(1);
  let source = '';
  for (const [index, segment] of segments.entries()) {
    if (segment === '**') {
      // Zero or more segments; at the end at least one (`/assets/**` matches `/assets/`, not `/assets`).
      source += `(?:/(?!\\.)[^/]*)${index === segments.length - 1 ? '+' : '*'}`;
      continue;
    }
    // A segment is never empty, and a wildcard never matches its leading dot.
    source += `/(?=[^/])${segment.startsWith('*') || segment.startsWith('?') ? '(?!\\.)' : ''}`;
    for (let i = 0; i < segment.length; i++) {
      const char = segment[i] as string;
      if (char === '*') source += '[^/]*';
      else if (char === '?') source += '[^/]';
      else if (char === '@' && segment[i + 1] === '(') {
        const end = segment.indexOf(')', i);
        const options = segment.slice(i + 2, end).split('|');
        if (end < 0 || options.some((option) => /[*?@()[\]{}!+]/.test(option))) unsupported(glob, where);
        source += `(?:${options.map(escapeRegExp).join('|')})`;
        i = end;
      } else if ('[]{}()!+'.includes(char)) unsupported(glob, where);
      else source += escapeRegExp(char);
    }
  }
  // As minimatch: a path may end in one slash more than the glob (`/system/admin/`).
  return new RegExp(`^${source}/?$`, 'u');
}

function unsupported(glob: string, where: string): never {
  throw userError(
    'CONFIG_INVALID',
    `${where}: the glob "${glob}" uses a form tcg serve does not read; use **, *, ? and @(a|b) only`,
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The policy with `origins` added to the given directives (a directive the policy lacks starts
 * from its default-src): how `tcg serve` lets an admin app built for the local emulators reach
 * them under the production policy.
 */
export function withSources(
  policy: string,
  directives: readonly string[],
  origins: readonly string[],
): string {
  const parts = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const defaults =
    parts
      .find((part) => part.split(/\s+/)[0] === 'default-src')
      ?.split(/\s+/)
      .slice(1) ?? [];
  for (const directive of directives) {
    const at = parts.findIndex((part) => part.split(/\s+/)[0] === directive);
    if (at >= 0) parts[at] = `${parts[at]} ${origins.join(' ')}`;
    else parts.push([directive, ...defaults, ...origins].join(' '));
  }
  return parts.join('; ');
}
