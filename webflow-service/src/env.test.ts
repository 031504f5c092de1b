import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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
    // A list, spaced or not, each entry its origin; empty entries are no origin.
    expect(loadConfig({ ...testEnv(), EXTENSION_ORIGINS: ' https://a.example/x , https://b.example,, ' }).extensionOrigins).toEqual([
      'https://abc123.webflow-ext.com',
      'http://localhost:1337',
      'https://a.example',
      'https://b.example',
    ]);
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

  it('ports, hosts, URLs, timeouts and the session length: defaults, and a message naming the setting for a bad value', () => {
    const base = loadConfig(testEnv());
    expect([base.port, base.host, base.sessionTtlMs, base.webflow.timeoutMs]).toEqual([4015, '127.0.0.1', 8 * 3_600_000, 10_000]);
    expect(loadConfig({ ...testEnv(), PUBLIC_URL: undefined }).publicUrl).toBe('http://localhost:4015');
    expect(loadConfig({ ...testEnv(), PORT: '8080', HOST: '0.0.0.0' })).toMatchObject({ port: 8080, host: '0.0.0.0' });
    expect(loadConfig({ ...testEnv(), WEBFLOW_SERVICE_PORT: '0', PORT: '8080' }).port).toBe(0);
    expect(loadConfig({ ...testEnv(), PORT: '65535' }).port).toBe(65535);
    for (const [name, value] of [['PORT', '65536'], ['PORT', '-1'], ['PORT', '80.5'], ['PORT', 'http'], ['WEBFLOW_SERVICE_PORT', '']] as const) {
      expect(() => loadConfig({ ...testEnv(), [name]: value }), `${name}=${value}`).toThrow(`${name} must be a port number, received "${value}"`);
    }
    expect(loadConfig({ ...testEnv(), PUBLIC_URL: 'https://svc.bookla.test//' }).publicUrl).toBe('https://svc.bookla.test');
    for (const name of ['PUBLIC_URL', 'WIDGET_SCRIPT_URL', 'WEBFLOW_API_BASE', 'WEBFLOW_AUTH_BASE', 'EXTENSION_ORIGINS']) {
      expect(() => loadConfig({ ...testEnv(), [name]: 'javascript:alert(1)' }), name).toThrow(`${name} must be an http(s) URL`);
      expect(() => loadConfig({ ...testEnv(), [name]: 'ftp://files.example' }), name).toThrow(`${name} must be an http(s) URL`);
      // Schemes that merely start or end like http(s).
      for (const scheme of ['httpx', 'xhttps'])
        expect(() => loadConfig({ ...testEnv(), [name]: `${scheme}://files.example` }), `${name} ${scheme}`).toThrow(`${name} must be an http(s) URL`);
    }
    expect(loadConfig({ ...testEnv(), WEBFLOW_API_BASE: 'https://api.webflow.com/v2/' }).webflow.apiBase).toBe('https://api.webflow.com');
    expect(loadConfig({ ...testEnv(), WEBFLOW_TIMEOUT_MS: '1000' }).webflow.timeoutMs).toBe(1000);
    expect(loadConfig({ ...testEnv(), WEBFLOW_TIMEOUT_MS: '120000' }).webflow.timeoutMs).toBe(120_000);
    for (const bad of ['abc', '999', '120001', '1.5e3x', '']) {
      expect(() => loadConfig({ ...testEnv(), WEBFLOW_TIMEOUT_MS: bad }), bad).toThrow('WEBFLOW_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 120000');
    }
    expect(loadConfig({ ...testEnv(), SESSION_TTL_HOURS: '168' }).sessionTtlMs).toBe(168 * 3_600_000);
    expect(loadConfig({ ...testEnv(), SESSION_TTL_HOURS: '0.5' }).sessionTtlMs).toBe(1_800_000);
    for (const bad of ['0', '169', '-1', 'never']) expect(() => loadConfig({ ...testEnv(), SESSION_TTL_HOURS: bad }), bad).toThrow('SESSION_TTL_HOURS must be between 0 and 168');
    for (const bad of ['ABC123', 'abc-123', 'a'.repeat(65), '']) expect(() => loadConfig({ ...testEnv(), WEBFLOW_APP_ID: bad }), bad).toThrow('WEBFLOW_APP_ID must be');
    for (const ok of ['postgres://u@h/db', 'postgresql://u:p@h:5433/db', 'memory://']) expect(loadConfig({ ...testEnv(), DATABASE_URL: ok }).databaseUrl).toBe(ok);
    expect(loadConfig({ ...testEnv(), DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ ...testEnv(), DATABASE_URL: 'file:///postgres://x' })).toThrow('DATABASE_URL must be postgres://');
    expect(() => loadConfig({ WEBFLOW_CLIENT_ID: 'c' })).toThrow('Set WEBFLOW_CLIENT_ID and WEBFLOW_CLIENT_SECRET');
  });

  it('development: a secret the environment sets is used, the others come from the generated file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wf-env-'));
    const mine = Buffer.alloc(32, 9);
    const config = loadConfig({ WEBFLOW_CLIENT_ID: 'c', WEBFLOW_CLIENT_SECRET: 's', SESSION_SECRET: mine.toString('base64') }, { dataDir: dir, say: () => {} });
    const stored = JSON.parse(readFileSync(join(dir, 'dev-secrets.json'), 'utf8')) as Record<string, string>;
    expect(Buffer.from(config.sessionSecret).equals(mine)).toBe(true);
    expect(Buffer.from(config.stateSecret).equals(Buffer.from(stored.STATE_SECRET!, 'base64'))).toBe(true);
    expect(Buffer.from(config.tokenKey).equals(Buffer.from(stored.TOKEN_ENCRYPTION_KEY!, 'base64'))).toBe(true);
    // All three set: no file is written.
    const none = mkdtempSync(join(tmpdir(), 'wf-env-'));
    loadConfig(testEnv(), { dataDir: none, say: () => {} });
    expect(existsSync(join(none, 'dev-secrets.json'))).toBe(false);
  });

  it('production allows the Designer extension\u2019s origin and the listed ones only: never the CLI\u2019s development origin', () => {
    const prod = { ...testEnv(), NODE_ENV: 'production', DATABASE_URL: 'postgres://a@b/c', PUBLIC_URL: 'https://svc.bookla.test' };
    expect(loadConfig(prod).extensionOrigins).toEqual(['https://abc123.webflow-ext.com']);
    expect(loadConfig({ ...prod, EXTENSION_ORIGINS: 'http://localhost:1337' }).extensionOrigins).toEqual(['https://abc123.webflow-ext.com', 'http://localhost:1337']);
  });

  it('development: a secrets file that lost a secret or does not parse is replaced, not half used', () => {
    for (const content of ['{"SESSION_SECRET":"' + Buffer.alloc(32, 1).toString('base64') + '"}', '{not json', '[]']) {
      const dir = mkdtempSync(join(tmpdir(), 'wf-env-'));
      writeFileSync(join(dir, 'dev-secrets.json'), content);
      const said: string[] = [];
      const config = loadConfig({ WEBFLOW_CLIENT_ID: 'c', WEBFLOW_CLIENT_SECRET: 's' }, { dataDir: dir, say: (l) => said.push(l) });
      expect(said, content).toHaveLength(1);
      const stored = JSON.parse(readFileSync(join(dir, 'dev-secrets.json'), 'utf8')) as Record<string, string>;
      expect(Buffer.from(config.stateSecret).equals(Buffer.from(stored.STATE_SECRET!, 'base64'))).toBe(true);
      expect(Buffer.from(config.sessionSecret).equals(Buffer.alloc(32, 1))).toBe(false);
    }
  });

  it('TRUST_PROXY: off unless set, the number of proxies when it is, refused when it is not a count', () => {
    expect(loadConfig(testEnv()).trustProxy).toBe(0);
    expect(loadConfig({ ...testEnv(), TRUST_PROXY: '' }).trustProxy).toBe(0);
    expect(loadConfig({ ...testEnv(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...testEnv(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    for (const bad of ['yes', 'true', '-1', '1.5', '11', ' 1']) {
      expect(() => loadConfig({ ...testEnv(), TRUST_PROXY: bad }), bad).toThrow('TRUST_PROXY must be the number of proxies');
    }
  });
});
