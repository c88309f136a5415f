// Serves a built site (the `tcg build --out` folder) over HTTP: static files, and the
// 404 page with status 404 for every unknown path — what the static host does in production —
// with the headers firebase.json's hosting gives each path (Content-Security-Policy, caching,
// nosniff: hostingHeaders.ts), so the demo and the browser tests run under the deployed policy.
// Each URL segment is decoded by engine/ids.ts, the inverse of the encoder every link uses, so a
// page of an id holding `?`, `#`, `%` or `+` is found (sirv's decodeURI left `%3F` encoded).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileNameOfUrlSegment } from '../../engine/ids.ts';
import { userError } from '../../engine/userError.ts';
import { ADMIN_PATH, EMULATOR_ORIGINS_FILE } from './buildAdminApp.ts';
import { type HostingHeaderRule, headersFor, readHostingHeaders, withSources } from './hostingHeaders.ts';
import { REPO_ROOT } from './siteRoot.ts';

export interface ServeSiteOptions {
  /** The `--out` folder of `tcg build`: the site itself (index.html, assets/, decks/…). */
  outDir: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** The firebase.json whose hosting headers to send (default: the repository's; null: none). */
  hostingConfig?: string | null;
}

export interface ServedSite {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function serveSite(options: ServeSiteOptions): Promise<ServedSite> {
  const root = siteFolderOf(options.outDir);
  const notFoundFile = path.join(root, '404.html');
  const adminIndex = path.join(root, 'system', 'admin', 'index.html');
  const configFile =
    options.hostingConfig === undefined ? path.join(REPO_ROOT, 'firebase.json') : options.hostingConfig;
  const rules = configFile === null ? [] : readHostingHeaders(configFile);
  // Files are looked up per request, so a rebuild under a running server is served at once.
  const server = createServer((req, res) => {
    setHostingHeaders(root, req.url ?? '/', rules, res);
    const file = fileOfRequest(root, req);
    if (file) return sendFile(req, res, file);
    // The admin SPA routes in the browser: every path under it gets its index.html, as the
    // firebase.json rewrite does in production.
    if (isAdminPath(req.url ?? '') && existsSync(adminIndex)) {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(readFileSync(adminIndex));
      return;
    }
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(existsSync(notFoundFile) ? readFileSync(notFoundFile) : 'Not Found');
  });
  const host = options.host ?? '127.0.0.1';
  const wanted = options.port ?? 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      // Another server (often an earlier preview) holds the port: the operator's to fix.
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') {
        const why = error.code === 'EADDRINUSE' ? 'is already in use' : 'is not allowed for this user';
        reject(
          userError(
            'PORT_IN_USE',
            `--port ${wanted}: ${host}:${wanted} ${why}; stop the other server or pass another port, e.g. --port ${wanted === 4173 ? 4174 : 4173} (--port 0 picks a free one)`,
          ),
        );
      } else reject(error);
    });
    server.listen(wanted, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * firebase.json's headers for the path; for an admin app built for the local emulators, its
 * policy also lets it reach them (their origins, written by the build beside its index.html).
 */
function setHostingHeaders(
  root: string,
  url: string,
  rules: readonly HostingHeaderRule[],
  res: ServerResponse,
): void {
  const pathname = url.split(/[?#]/u, 1)[0] || '/';
  const headers = headersFor(pathname, rules);
  const policy = headers.get('Content-Security-Policy');
  const originsFile = path.join(root, ADMIN_PATH, EMULATOR_ORIGINS_FILE);
  if (policy && isAdminPath(pathname) && existsSync(originsFile)) {
    const { origins } = JSON.parse(readFileSync(originsFile, 'utf8')) as { origins: string[] };
    headers.set('Content-Security-Policy', withSources(policy, ['connect-src', 'frame-src'], origins));
  }
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-cache');
  for (const [key, value] of headers) res.setHeader(key, value);
}

function isAdminPath(url: string): boolean {
  return url === '/system/admin' || url.startsWith('/system/admin/') || url.startsWith('/system/admin?');
}

function siteFolderOf(outDir: string): string {
  const site = path.resolve(outDir);
  if (existsSync(path.join(site, 'index.html'))) return site;
  const oldLayout = existsSync(path.join(site, 'client', 'index.html'));
  throw userError(
    'OUTPUT_INVALID',
    oldLayout
      ? `${outDir}: built with an older tcg (the site is in ${path.join(outDir, 'client')}); run \`tcg build --out ${outDir}\` again`
      : `${outDir}: no built site (index.html); run \`tcg build --out ${outDir}\` first`,
  );
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/**
 * The file a request names, as static hosts look it up: the path (query and fragment dropped),
 * each segment fully decoded, then the file itself, `.html`, or the folder's `index.html`.
 * Undefined for a malformed segment, one that decodes to a slash or dot segment, or no file.
 */
export function fileOfRequest(root: string, req: Pick<IncomingMessage, 'url'>): string | undefined {
  const raw = req.url ?? '/';
  const pathname = raw.split(/[?#]/u, 1)[0] ?? '/';
  const names: string[] = [];
  for (const segment of pathname.split('/')) {
    if (segment === '') continue;
    const name = fileNameOfUrlSegment(segment);
    if (name === undefined) return undefined;
    names.push(name);
  }
  const base = path.join(root, ...names);
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string): void {
  res.statusCode = 200;
  res.setHeader(
    'Content-Type',
    CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
  );
  res.setHeader('Content-Length', statSync(file).size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}
