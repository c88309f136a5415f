// The admin app's build step: its configuration from env (a production web app config, or the
// emulators only when asked for), a build without either refused before anything is written, and
// the emitted entry at <site>/system/admin/index.html: a production bundle holds nothing of the
// emulators (no loopback host, no demo-tcg, no e-mail form).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminConfigFromEnv, emitAdminApp } from '../cli/pipelines/buildAdminApp.ts';
import { readModuleList } from '../cli/pipelines/bundleCache.ts';
import { withSources } from '../cli/pipelines/hostingHeaders.ts';
import { serveSite } from '../cli/pipelines/serveSite.ts';
import { writeFixtureDocs } from '../scripts/siteFixture/fixtureDocs.ts';
import { EMULATOR_LOGIN, GATE } from '../site/admin/texts/gate.ts';
import { PRODUCTION_FIREBASE } from './helpers/productionFirebase.ts';
import { linesOf, runTcg } from './helpers/runTcg.ts';

describe('adminConfigFromEnv(env)', () => {
  it('refuses a build with neither a Firebase config nor the emulators asked for', () => {
    for (const env of [{}, { TCG_FIREBASE_EMULATORS: '0' }, { TCG_FIREBASE_CONFIG: '  ' }]) {
      expect(() => adminConfigFromEnv(env)).toThrow(
        expect.objectContaining({ code: 'ADMIN_CONFIG_MISSING', exitCode: 1 }),
      );
    }
    expect(() => adminConfigFromEnv({})).toThrow(
      /^TCG_FIREBASE_CONFIG is not set: .*TCG_FIREBASE_EMULATORS=1$/,
    );
  });

  it('targets the emulators of npm run emulators (project demo-tcg) when asked to', () => {
    const config = adminConfigFromEnv({ TCG_FIREBASE_EMULATORS: '1' });
    expect(config.firebase.projectId).toBe('demo-tcg');
    expect(config.emulators).toEqual({ host: '127.0.0.1', authPort: 9099, functionsPort: 5001 });
  });

  it('uses a production config from env, without emulators unless asked', () => {
    expect(adminConfigFromEnv({ TCG_FIREBASE_CONFIG: JSON.stringify(PRODUCTION_FIREBASE) })).toEqual({
      firebase: PRODUCTION_FIREBASE,
      emulators: null,
      functionsRegion: null,
      productName: 'ポケカデッキ統計',
    });
    expect(
      adminConfigFromEnv({ TCG_FIREBASE_EMULATORS: '1', TCG_PRODUCT_NAME: ' 別の名前 ' }).productName,
    ).toBe('別の名前');
    const both = adminConfigFromEnv({
      TCG_FIREBASE_CONFIG: JSON.stringify(PRODUCTION_FIREBASE),
      TCG_FIREBASE_EMULATORS: 'true',
      TCG_FIREBASE_AUTH_PORT: '19099',
    });
    expect(both.firebase.projectId).toBe('tcg-prod-test');
    expect(both.emulators?.authPort).toBe(19099);
  });

  it('names the variable and the fix when the config is not JSON, lacks a field, or a port is wrong', () => {
    expect(() => adminConfigFromEnv({ TCG_FIREBASE_CONFIG: '{apiKey:' })).toThrow(
      /^TCG_FIREBASE_CONFIG: not JSON/,
    );
    expect(() => adminConfigFromEnv({ TCG_FIREBASE_CONFIG: '["x"]' })).toThrow(/not a JSON object/);
    expect(() => adminConfigFromEnv({ TCG_FIREBASE_CONFIG: '{"apiKey":"k","authDomain":"d"}' })).toThrow(
      /no "projectId"/,
    );
    expect(() => adminConfigFromEnv({ TCG_FIREBASE_EMULATORS: '1', TCG_FIREBASE_AUTH_PORT: 'x' })).toThrow(
      /^TCG_FIREBASE_AUTH_PORT=x: not a port/,
    );
    expect(() => adminConfigFromEnv({ TCG_FIREBASE_EMULATORS: 'yes' })).toThrow(
      /^TCG_FIREBASE_EMULATORS=yes: give 1/,
    );
    // A malformed variable is the catalogue's CONFIG_INVALID: bad input (exit 1), not a bad flag.
    expect(() => adminConfigFromEnv({ TCG_FIREBASE_CONFIG: '{apiKey:' })).toThrow(
      expect.objectContaining({ code: 'CONFIG_INVALID', exitCode: 1 }),
    );
  });
});

describe('tcg build without an admin config', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'tcg-admin-noconfig-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('stops with one line, exit 1, and writes nothing', async () => {
    const docs = path.join(work, 'docs');
    writeFixtureDocs(docs);
    const out = path.join(work, 'dist');
    const run = await runTcg(['build', '--docs', docs, '--out', out], {
      TCG_FIREBASE_CONFIG: '',
      TCG_FIREBASE_EMULATORS: '',
    });
    expect(run.code).toBe(1);
    expect(linesOf(run.stderr)).toHaveLength(1);
    expect(run.stderr).toMatch(/TCG_FIREBASE_CONFIG is not set/);
    expect(run.stdout).toBe('');
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(work)).toEqual(['docs']);
  });
});

/** Every file of the emitted admin app, as text. */
function adminFiles(site: string): { name: string; text: string }[] {
  const root = path.join(site, 'system', 'admin');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { name: path.relative(root, file), text: readFileSync(file, 'utf8') };
    });
}

describe('emitAdminApp(siteDir, config)', () => {
  const sites = mkdtempSync(path.join(os.tmpdir(), 'tcg-admin-emit-'));
  afterAll(() => rmSync(sites, { recursive: true, force: true }));

  it('writes an emulator build at system/admin/index.html, assets under /system/admin/', async () => {
    const site = path.join(sites, 'emulators');
    const { bundleDir } = await emitAdminApp(site, adminConfigFromEnv({ TCG_FIREBASE_EMULATORS: '1' }), {
      quiet: true,
    });
    // Cached under the modules the bundler loaded, site/lib's among them (issue 36: a hand-kept
    // folder list left site/lib out, and an edited footer kept the old bundle).
    expect(readModuleList(bundleDir)).toEqual(
      expect.arrayContaining(['site/lib/footer.ts', 'site/admin/main.tsx']),
    );
    expect(readModuleList(bundleDir)!.some((file) => file.includes('node_modules'))).toBe(false);
    const html = readFileSync(path.join(site, 'system', 'admin', 'index.html'), 'utf8');
    expect(html).toMatch(/src="\/system\/admin\/assets\/index-[\w-]+\.js"/);
    const code = adminFiles(site)
      .filter((file) => file.name.endsWith('.js'))
      .map((file) => file.text)
      .join('\n');
    expect(code).toContain('demo-tcg');
    expect(code).toContain('127.0.0.1');
    expect(code).toContain(GATE.loginTitle);
    expect(code).toContain(EMULATOR_LOGIN.emailLabel);
  }, 240_000);

  it('writes a production build with the project config and nothing of the emulators', async () => {
    const site = path.join(sites, 'production');
    const config = adminConfigFromEnv({ TCG_FIREBASE_CONFIG: JSON.stringify(PRODUCTION_FIREBASE) });
    await emitAdminApp(site, config, { quiet: true });
    const files = adminFiles(site);
    const all = files.map((file) => file.text).join('\n');
    expect(all).toContain(PRODUCTION_FIREBASE.apiKey);
    expect(all).toContain(PRODUCTION_FIREBASE.authDomain);
    expect(all).toContain(GATE.loginTitle);
    const forbidden = [
      '127.0.0.1',
      'localhost:',
      '9099',
      'demo-tcg',
      'demo-api-key',
      ...Object.values(EMULATOR_LOGIN),
    ];
    for (const { name, text } of files) {
      for (const needle of forbidden) expect(text.includes(needle), `${name} holds ${needle}`).toBe(false);
    }
  }, 240_000);

  it('is served by tcg serve under the admin policy, widened to the emulators only for an emulator build', async () => {
    const policies: Record<string, string> = {};
    for (const flavour of ['emulators', 'production']) {
      const site = path.join(sites, flavour);
      writeFileSync(path.join(site, 'index.html'), '<!DOCTYPE html><title>home</title>');
      const served = await serveSite({ outDir: site, port: 0 });
      try {
        const response = await fetch(`${served.url}/system/admin/rules`);
        expect(response.status).toBe(200);
        policies[flavour] = response.headers.get('content-security-policy') ?? '';
      } finally {
        await served.close();
      }
    }
    expect(policies.production).toContain("connect-src 'self' https://identitytoolkit.googleapis.com");
    expect(policies.production).not.toContain('127.0.0.1');
    expect(policies.emulators).toBe(
      withSources(
        policies.production as string,
        ['connect-src', 'frame-src'],
        ['http://127.0.0.1:9099', 'http://127.0.0.1:5001'],
      ),
    );
  });
});
