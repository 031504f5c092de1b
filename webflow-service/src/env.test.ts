import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';
import { testEnv } from './testing/harness';

describe('configuration', () => {
  it('production refuses to start without its secrets and credentials, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production', WEBFLOW_CLIENT_ID: 'x' });
    } catch (error) {
      expect((error as Error).message).toContain('WEBFLOW_CLIENT_SECRET');
      expect((error as Error).message).toContain('SESSION_SECRET');
      expect((error as Error).message).toContain('TOKEN_ENCRYPTION_KEY');
    }
    expect(() => loadConfig({ ...testEnv(), NODE_ENV: 'production', DATABASE_URL: 'postgres://a@b/c', PUBLIC_URL: 'http://plain.example' })).toThrow('https');
    expect(() => loadConfig({ ...testEnv(), SESSION_SECRET: 'short' })).toThrow('32 random bytes');
  });

  it('development generates its secrets once, into a private file, and says where', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wf-env-'));
    const said: string[] = [];
    const env = { WEBFLOW_CLIENT_ID: 'c', WEBFLOW_CLIENT_SECRET: 's' };
    const a = loadConfig(env, { dataDir: dir, say: (l) => said.push(l) });
    const b = loadConfig(env, { dataDir: dir, say: (l) => said.push(l) });
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(join(dir, 'dev-secrets.json'));
    expect(Buffer.from(a.sessionSecret).equals(Buffer.from(b.sessionSecret))).toBe(true);
    expect(statSync(join(dir, 'dev-secrets.json')).mode & 0o777).toBe(0o600);
    // Three independent 32-byte keys, the ones the configuration uses.
    const stored = JSON.parse(readFileSync(join(dir, 'dev-secrets.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(stored).sort()).toEqual(['SESSION_SECRET', 'STATE_SECRET', 'TOKEN_ENCRYPTION_KEY']);
    expect(new Set(Object.values(stored)).size).toBe(3);
    expect(Buffer.from(a.sessionSecret).equals(Buffer.from(stored.SESSION_SECRET!, 'base64'))).toBe(true);
    expect(Buffer.from(a.tokenKey).equals(Buffer.from(stored.TOKEN_ENCRYPTION_KEY!, 'base64'))).toBe(true);
    expect(a.extensionOrigins).toEqual(['http://localhost:1337']);
  });

  it('CORS origins: the app\u2019s webflow-ext.com origin, the dev origin outside production, extra ones validated', () => {
    expect(loadConfig(testEnv()).extensionOrigins).toEqual(['https://abc123.webflow-ext.com', 'http://localhost:1337']);
    expect(() => loadConfig({ ...testEnv(), WEBFLOW_APP_ID: 'Evil.com/x' })).toThrow(ConfigError);
    expect(loadConfig({ ...testEnv(), EXTENSION_ORIGINS: 'http://localhost:5173/path' }).extensionOrigins).toContain('http://localhost:5173');
    expect(() => loadConfig({ ...testEnv(), DATABASE_URL: 'mysql://x' })).toThrow('postgres');
  });

  it('TOKEN_ENCRYPTION_KEY_PREVIOUS: retired keys, comma-separated, each 32 bytes, never the current key', () => {
    expect(loadConfig(testEnv()).retiredTokenKeys).toEqual([]);
    const a = Buffer.alloc(32, 7).toString('base64');
    const b = Buffer.alloc(32, 8).toString('base64url');
    const keys = loadConfig({ ...testEnv(), TOKEN_ENCRYPTION_KEY_PREVIOUS: ` ${a} ,${b},` }).retiredTokenKeys;
    expect(keys.map((k) => Buffer.from(k).toString('hex'))).toEqual([Buffer.alloc(32, 7).toString('hex'), Buffer.alloc(32, 8).toString('hex')]);
    expect(() => loadConfig({ ...testEnv(), TOKEN_ENCRYPTION_KEY_PREVIOUS: 'c2hvcnQ=' })).toThrow('TOKEN_ENCRYPTION_KEY_PREVIOUS must be 32 random bytes');
    expect(() => loadConfig({ ...testEnv(), TOKEN_ENCRYPTION_KEY_PREVIOUS: `${a},${testEnv().TOKEN_ENCRYPTION_KEY}` })).toThrow('must not hold the current');
  });

  it('TRUST_PROXY: off unless set, the number of proxies when it is, refused when it is not a count', () => {
    expect(loadConfig(testEnv()).trustProxy).toBe(0);
    expect(loadConfig({ ...testEnv(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...testEnv(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    for (const bad of ['yes', 'true', '-1', '1.5', '11', ' 1']) {
      expect(() => loadConfig({ ...testEnv(), TRUST_PROXY: bad }), bad).toThrow('TRUST_PROXY must be the number of proxies');
    }
  });
});
