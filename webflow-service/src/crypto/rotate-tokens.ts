// Token key rotation, the storage side: a token made with a retired key is stored again under the current one,
// each time a site's token is opened (every authorized request) and, for sites nobody uses, all at once by
// `node dist/cli.js rotate-token-key` (then TOKEN_ENCRYPTION_KEY_PREVIOUS can be emptied).
import type { Installation, Repository } from '../db/repository';
import type { TokenCipher } from './token-cipher';

/**
 * The site's Webflow token, or undefined when no key opens it (the owner authorizes again). A token made with a
 * retired key is stored again under the current key, unless the site authorized again meanwhile; a failed write
 * is only logged, since the token itself was read.
 */
export async function openSiteToken(
  d: { repo: Repository; cipher: TokenCipher; log: (line: string) => void },
  installation: Installation,
): Promise<string | undefined> {
  let opened;
  try {
    opened = d.cipher.open(installation.tokenCiphertext, installation.siteId);
  } catch {
    return undefined;
  }
  if (opened.rewrapped) {
    await d.repo.replaceTokenCiphertext(installation.siteId, installation.tokenCiphertext, opened.rewrapped).then(
      () => undefined,
      (error: unknown) => d.log(`token key rotation: site ${installation.siteId} not re-encrypted (${error instanceof Error ? error.name : 'error'})`),
    );
  }
  return opened.token;
}

export interface RotationReport {
  /** Already under the current key. */
  current: number;
  /** Encrypted again under the current key now. */
  rewrapped: number;
  /** Authorized again while the rotation ran: their newer token was left alone. */
  changed: number;
  /** Opened by no key: these sites must authorize again (their ids, which are not secret). */
  unreadable: string[];
}

/** Stores every site's token made with a retired key again under the current key. */
export async function rotateTokens(repo: Repository, cipher: TokenCipher): Promise<RotationReport> {
  const report: RotationReport = { current: 0, rewrapped: 0, changed: 0, unreadable: [] };
  for (const i of await repo.listInstallations()) {
    let rewrapped: string | null;
    try {
      rewrapped = cipher.open(i.tokenCiphertext, i.siteId).rewrapped;
    } catch {
      report.unreadable.push(i.siteId);
      continue;
    }
    if (!rewrapped) report.current++;
    else if (await repo.replaceTokenCiphertext(i.siteId, i.tokenCiphertext, rewrapped)) report.rewrapped++;
    else report.changed++;
  }
  return report;
}
