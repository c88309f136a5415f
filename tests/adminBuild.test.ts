// The admin app's build step: configuration from env (emulators by default) and the emitted
// entry at <site>/system/admin/index.html with its assets under /system/admin/.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminConfigFromEnv, emitAdminApp } from '../cli/pipelines/buildAdminApp.ts';

describe('adminConfigFromEnv(env)', () => {
  it('targets the emulators of npm run emulators when no Firebase config is set', () => {
    const config = adminConfigFromEnv({});
    expect(config.firebase.projectId).toBe('demo-tcg');
    expect(config.emulators).toEqual({ host: '127.0.0.1', authPort: 9099, functionsPort: 5001 });
  });

  it('uses a production config from env, without emulators unless asked', () => {
    const firebase = { apiKey: 'k', authDomain: 'x.firebaseapp.com', projectId: 'x', appId: 'a' };
    expect(adminConfigFromEnv({ TCG_FIREBASE_CONFIG: JSON.stringify(firebase) })).toEqual({
      firebase,
      emulators: null,
      functionsRegion: null,
    });
    const both = adminConfigFromEnv({
      TCG_FIREBASE_CONFIG: JSON.stringify(firebase),
      TCG_FIREBASE_EMULATORS: '1',
      TCG_FIREBASE_AUTH_PORT: '19099',
    });
    expect(both.emulators?.authPort).toBe(19099);
  });

  it('names the variable and the fix when the config is not JSON or a port is wrong', () => {
    expect(() => adminConfigFromEnv({ TCG_FIREBASE_CONFIG: '{apiKey:' })).toThrow(
      /^TCG_FIREBASE_CONFIG: not JSON/,
    );
    expect(() => adminConfigFromEnv({ TCG_FIREBASE_CONFIG: '{"apiKey":"k"}' })).toThrow(/no "projectId"/);
    expect(() => adminConfigFromEnv({ TCG_FIREBASE_AUTH_PORT: 'x' })).toThrow(
      /^TCG_FIREBASE_AUTH_PORT=x: not a port/,
    );
    // A malformed variable is the catalogue's CONFIG_INVALID: bad input (exit 1), not a bad flag.
    expect(() => adminConfigFromEnv({ TCG_FIREBASE_CONFIG: '{apiKey:' })).toThrow(
      expect.objectContaining({ code: 'CONFIG_INVALID', exitCode: 1 }),
    );
  });
});

describe('emitAdminApp(siteDir)', () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'tcg-admin-emit-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it('writes system/admin/index.html loading its assets from /system/admin/', async () => {
    await emitAdminApp(site, { quiet: true });
    const html = readFileSync(path.join(site, 'system', 'admin', 'index.html'), 'utf8');
    expect(html).toMatch(/src="\/system\/admin\/assets\/index-[\w-]+\.js"/);
    const assets = readdirSync(path.join(site, 'system', 'admin', 'assets'));
    const script = assets.find((name) => name.endsWith('.js'))!;
    const code = readFileSync(path.join(site, 'system', 'admin', 'assets', script), 'utf8');
    expect(code).toContain('demo-tcg');
    expect(code).toContain('管理者ログイン');
  }, 180_000);
});
