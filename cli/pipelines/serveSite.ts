// Serves a built site (the `tcg build --out` folder) over HTTP: static files, and the
// 404 page with status 404 for every unknown path — what the static host does in production.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import { UserError } from '../../engine/userError.ts';

export interface ServeSiteOptions {
  /** The `--out` folder of `tcg build`: the site itself (index.html, assets/, decks/…). */
  outDir: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
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
  // dev: look files up per request, so a rebuild under a running preview is served at once.
  const serveStatic = sirv(root, { dev: true, etag: true, extensions: ['html'] });
  const server = createServer((req, res) => {
    req.url = normalizeEncoding(req);
    serveStatic(req, res, () => {
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
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
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

function isAdminPath(url: string): boolean {
  return url === '/system/admin' || url.startsWith('/system/admin/') || url.startsWith('/system/admin?');
}

function siteFolderOf(outDir: string): string {
  const site = path.resolve(outDir);
  if (existsSync(path.join(site, 'index.html'))) return site;
  const oldLayout = existsSync(path.join(site, 'client', 'index.html'));
  throw new UserError(
    'OUTPUT_INVALID',
    oldLayout
      ? `--out ${outDir}: built with an older tcg (the site is in ${path.join(outDir, 'client')}); run \`tcg build --out ${outDir}\` again`
      : `--out ${outDir}: no built site (index.html); run \`tcg build --out ${outDir}\` first`,
  );
}

/**
 * sirv decodes paths with decodeURI, which leaves reserved characters (%2B, %26, %3F...)
 * encoded; page folders are named by the fully decoded id, so decode each segment fully first.
 */
function normalizeEncoding(req: IncomingMessage): string {
  const raw = req.url ?? '/';
  const queryAt = raw.indexOf('?');
  const pathname = queryAt < 0 ? raw : raw.slice(0, queryAt);
  const query = queryAt < 0 ? '' : raw.slice(queryAt);
  try {
    const segments = pathname.split('/').map((segment) => encodeURI(decodeURIComponent(segment)));
    return segments.join('/') + query;
  } catch {
    return raw;
  }
}
