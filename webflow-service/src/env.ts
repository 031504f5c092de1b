// The service's settings, all from the environment. Production (NODE_ENV=production) refuses to start without
// its secrets and Webflow credentials; development generates its secrets once into the ignored data folder
// (webflow-service/.data/) and says so, so `npm start` needs nothing set. Secrets never reach a log.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { BOOKLA_VERSION } from '@bookla/runtime/version';
import { DATA_DIR } from './paths';

export interface ServiceConfig {
  production: boolean;
  host: string;
  port: number;
  /** Where browsers reach this service; the OAuth redirect goes to `${publicUrl}/callback`. */
  publicUrl: string;
  /** undefined: PGlite in DATA_DIR; 'memory://': in-memory PGlite; 'postgres://…': Postgres through pg. */
  databaseUrl: string | undefined;
  webflow: { clientId: string; clientSecret: string; apiBase: string; authBase: string; timeoutMs: number };
  /** Exact origins allowed to call (CORS) and to receive 'authComplete'. */
  extensionOrigins: string[];
  /** HS256 key of our session tokens. */
  sessionSecret: Uint8Array;
  /** HMAC key of the OAuth `state`. */
  stateSecret: Uint8Array;
  /** AES-256-GCM key for Webflow tokens at rest. */
  tokenKey: Uint8Array;
  /**
   * Retired token keys (TOKEN_ENCRYPTION_KEY_PREVIOUS, comma-separated): they only decrypt, while what they made
   * is encrypted again under tokenKey (see crypto/token-cipher.ts).
   */
  retiredTokenKeys: Uint8Array[];
  /** widget.js that published pages load (a versioned CDN URL). */
  widgetScriptUrl: string;
  /** Session lifetime, ms. */
  sessionTtlMs: number;
  /**
   * How many proxies in front of the service append to X-Forwarded-For (`TRUST_PROXY`, 0 = none: the socket's
   * address is the caller's). The caller is the entry that many places from the right: entries further left
   * came with the request and can be anything the caller wrote.
   */
  trustProxy: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** TRUST_PROXY: unset or 0 for none, else the number of proxies (1 to 10) that append to X-Forwarded-For. */
function proxyHops(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  if (!/^(?:[0-9]|10)$/.test(value)) throw new ConfigError('TRUST_PROXY must be the number of proxies in front of the service that append to X-Forwarded-For (0 to 10)');
  return Number(value);
}

const SECRET_NAMES = ['SESSION_SECRET', 'STATE_SECRET', 'TOKEN_ENCRYPTION_KEY'] as const;

/** A 32-byte key given as base64 or base64url (`openssl rand -base64 32`). */
function key(name: string, value: string): Uint8Array {
  const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (bytes.length !== 32) throw new ConfigError(`${name} must be 32 random bytes in base64 (for example \`openssl rand -base64 32\`), it decodes to ${bytes.length} bytes`);
  return new Uint8Array(bytes);
}

/** TOKEN_ENCRYPTION_KEY_PREVIOUS: the keys tokens were encrypted with before the current one, comma-separated. */
function retiredKeys(value: string | undefined, current: string): Uint8Array[] {
  const keys = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean).map((v) => key('TOKEN_ENCRYPTION_KEY_PREVIOUS', v));
  const now = key('TOKEN_ENCRYPTION_KEY', current);
  if (keys.some((k) => Buffer.from(k).equals(Buffer.from(now)))) throw new ConfigError('TOKEN_ENCRYPTION_KEY_PREVIOUS must not hold the current TOKEN_ENCRYPTION_KEY');
  return keys;
}

/** Development only: secrets generated once and kept in DATA_DIR/dev-secrets.json (mode 600). */
function devSecrets(dataDir: string, say: (line: string) => void): Record<(typeof SECRET_NAMES)[number], string> {
  const file = join(dataDir, 'dev-secrets.json');
  if (existsSync(file)) {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      if (SECRET_NAMES.every((n) => typeof stored[n] === 'string')) return stored as Record<(typeof SECRET_NAMES)[number], string>;
    } catch {
      // Unreadable: make new ones (stored Webflow tokens then cannot be decrypted; the owner authorizes again).
    }
  }
  const fresh = Object.fromEntries(SECRET_NAMES.map((n) => [n, randomBytes(32).toString('base64')])) as Record<(typeof SECRET_NAMES)[number], string>;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(fresh, null, 2) + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  say(`webflow-service: generated development secrets in ${file} (production sets ${SECRET_NAMES.join(', ')})`);
  return fresh;
}

const url = z.url({ protocol: /^https?$/ });
const origin = (value: string, name: string) => {
  const parsed = url.safeParse(value);
  if (!parsed.success) throw new ConfigError(`${name} must be an http(s) URL, received "${value}"`);
  return new URL(value).origin;
};

export function loadConfig(env: Record<string, string | undefined> = process.env, opts: { dataDir?: string; say?: (line: string) => void } = {}): ServiceConfig {
  const production = env.NODE_ENV === 'production';
  const missing = (names: string[]) => names.filter((n) => !env[n]);
  if (production) {
    const absent = missing(['WEBFLOW_CLIENT_ID', 'WEBFLOW_CLIENT_SECRET', 'WEBFLOW_APP_ID', 'PUBLIC_URL', 'DATABASE_URL', ...SECRET_NAMES]);
    if (absent.length) throw new ConfigError(`In production the service needs ${absent.join(', ')} in its environment`);
  } else if (missing(['WEBFLOW_CLIENT_ID', 'WEBFLOW_CLIENT_SECRET']).length) {
    throw new ConfigError('Set WEBFLOW_CLIENT_ID and WEBFLOW_CLIENT_SECRET (`npm start` sets the fake Webflow\'s)');
  }
  // Each secret the environment sets is used (production sets all three); development generates the rest once.
  const dev = SECRET_NAMES.every((n) => env[n]) ? undefined : devSecrets(opts.dataDir ?? DATA_DIR, opts.say ?? console.log);
  const secrets = Object.fromEntries(SECRET_NAMES.map((n) => [n, env[n] || dev![n]])) as Record<(typeof SECRET_NAMES)[number], string>;
  const portName = env.WEBFLOW_SERVICE_PORT !== undefined ? 'WEBFLOW_SERVICE_PORT' : 'PORT';
  const portText = env[portName] ?? '4015';
  const port = Number(portText);
  if (!/^\d{1,5}$/.test(portText) || port > 65535) throw new ConfigError(`${portName} must be a port number, received "${portText}"`);
  const host = env.HOST || '127.0.0.1';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  origin(publicUrl, 'PUBLIC_URL');
  if (production && !publicUrl.startsWith('https://')) throw new ConfigError('PUBLIC_URL must be https in production');
  const appId = env.WEBFLOW_APP_ID;
  if (appId !== undefined && !/^[a-z0-9]{1,64}$/.test(appId)) throw new ConfigError('WEBFLOW_APP_ID must be the app\'s lowercase alphanumeric id (its extension runs on https://<id>.webflow-ext.com)');
  const extensionOrigins = [
    ...(appId ? [`https://${appId}.webflow-ext.com`] : []),
    // The Webflow CLI's development server; never in production unless listed explicitly.
    ...(production ? [] : ['http://localhost:1337']),
    ...(env.EXTENSION_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean).map((s) => origin(s, 'EXTENSION_ORIGINS')),
  ];
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && databaseUrl !== 'memory://' && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new ConfigError('DATABASE_URL must be postgres://… (or memory:// for tests)');
  const widgetScriptUrl = env.WIDGET_SCRIPT_URL ?? `https://cdn.bookla.com/widgets/${BOOKLA_VERSION}/widget.js`;
  origin(widgetScriptUrl, 'WIDGET_SCRIPT_URL');
  // Each call to Webflow is cut off after this long; not a number would have made every call fail as unreachable.
  const timeoutMs = Number(env.WEBFLOW_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1_000 || timeoutMs > 120_000) throw new ConfigError(`WEBFLOW_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 120000, received "${env.WEBFLOW_TIMEOUT_MS}"`);
  const ttlHours = Number(env.SESSION_TTL_HOURS ?? 8);
  if (!(ttlHours > 0 && ttlHours <= 24 * 7)) throw new ConfigError('SESSION_TTL_HOURS must be between 0 and 168');
  return {
    production,
    host,
    port,
    publicUrl,
    databaseUrl,
    webflow: {
      clientId: env.WEBFLOW_CLIENT_ID!,
      clientSecret: env.WEBFLOW_CLIENT_SECRET!,
      apiBase: origin(env.WEBFLOW_API_BASE ?? 'https://api.webflow.com', 'WEBFLOW_API_BASE'),
      authBase: origin(env.WEBFLOW_AUTH_BASE ?? 'https://webflow.com', 'WEBFLOW_AUTH_BASE'),
      timeoutMs,
    },
    extensionOrigins: [...new Set(extensionOrigins)],
    sessionSecret: key('SESSION_SECRET', secrets.SESSION_SECRET),
    stateSecret: key('STATE_SECRET', secrets.STATE_SECRET),
    tokenKey: key('TOKEN_ENCRYPTION_KEY', secrets.TOKEN_ENCRYPTION_KEY),
    retiredTokenKeys: retiredKeys(env.TOKEN_ENCRYPTION_KEY_PREVIOUS, secrets.TOKEN_ENCRYPTION_KEY),
    widgetScriptUrl,
    sessionTtlMs: ttlHours * 3_600_000,
    trustProxy: proxyHops(env.TRUST_PROXY),
  };
}
