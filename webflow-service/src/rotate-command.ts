// `node dist/cli.js rotate-token-key`: after TOKEN_ENCRYPTION_KEY got a new value and the old one moved to
// TOKEN_ENCRYPTION_KEY_PREVIOUS, stores every site's Webflow token again under the new key, so the old key can be
// dropped without waiting for each site to be used (requests re-encrypt only the sites they touch).
import { rotateTokens, type RotationReport } from './crypto/rotate-tokens';
import { createTokenCipher } from './crypto/token-cipher';
import { openDatabase } from './db/open';
import { loadConfig } from './env';

export async function rotateTokenKey(
  opts: { env?: Record<string, string | undefined>; dataDir?: string; say?: (line: string) => void } = {},
): Promise<RotationReport> {
  const say = opts.say ?? console.log;
  const config = loadConfig(opts.env ?? process.env, { dataDir: opts.dataDir, say });
  if (!config.retiredTokenKeys.length) say('webflow-service: TOKEN_ENCRYPTION_KEY_PREVIOUS is empty, so only tokens no key opens can be found');
  const db = await openDatabase(config.databaseUrl, { dataDir: opts.dataDir, poolSize: 1 });
  try {
    const report = await rotateTokens(db.repository, createTokenCipher(config.tokenKey, config.retiredTokenKeys));
    say(
      `webflow-service: ${report.rewrapped} token(s) re-encrypted under the current key, ${report.current} already were` +
        (report.changed ? `, ${report.changed} left alone (authorized again meanwhile)` : ''),
    );
    if (report.unreadable.length) {
      say(`webflow-service: no key opens the token of site(s) ${report.unreadable.join(', ')}: their owners must authorize Bookla again`);
    } else if (config.retiredTokenKeys.length) {
      say('webflow-service: every token is under the current key; TOKEN_ENCRYPTION_KEY_PREVIOUS can be removed');
    }
    return report;
  } finally {
    await db.repository.close();
  }
}
