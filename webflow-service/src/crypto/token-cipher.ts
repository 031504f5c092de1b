// Webflow access tokens at rest: AES-256-GCM with a fresh 12-byte IV per token, the site id as associated data
// (a ciphertext copied onto another site's row does not decrypt). Stored as `v1.<iv>.<tag>.<ciphertext>` in
// base64url. Keys rotate without anyone authorizing again: the retired keys stay able to decrypt
// (TOKEN_ENCRYPTION_KEY_PREVIOUS) while what they made is encrypted again under the current key, as each site
// is used or all at once (`rotate-token-key`, see rotate-tokens.ts); then the retired keys can go.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface OpenedToken {
  token: string;
  /** The token encrypted under the current key when `stored` was made with a retired one, else null. */
  rewrapped: string | null;
}

export interface TokenCipher {
  /** Encrypts under the current key. */
  encrypt(plaintext: string, siteId: string): string;
  /**
   * The token, and whether it should be stored again under the current key. Throws when the value was not made
   * with the current or a retired key for this site.
   */
  open(stored: string, siteId: string): OpenedToken;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

function decryptWith(key: Uint8Array, stored: string, siteId: string): string {
  const [version, iv64, tag64, body, ...rest] = stored.split('.');
  const iv = Buffer.from(iv64 ?? '', 'base64url');
  const tag = Buffer.from(tag64 ?? '', 'base64url');
  // Node's GCM takes a tag as short as 4 bytes unless told its length: a truncated tag would still open the
  // token, and a forged one would need 2^32 tries instead of 2^128. Only the full 16 bytes we write count.
  if (version !== 'v1' || iv.length !== IV_BYTES || tag.length !== TAG_BYTES || body === undefined || rest.length) throw new Error('Unknown token format');
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(siteId));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export function createTokenCipher(key: Uint8Array, retired: readonly Uint8Array[] = []): TokenCipher {
  for (const k of [key, ...retired]) if (k.length !== 32) throw new Error('The token key must be 32 bytes');
  const encrypt = (plaintext: string, siteId: string) => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(siteId));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  };
  const open = (stored: string, siteId: string): OpenedToken => {
    try {
      return { token: decryptWith(key, stored, siteId), rewrapped: null };
    } catch (error) {
      // GCM's tag check tells a wrong key at once, so trying the retired keys in turn costs next to nothing.
      for (const old of retired) {
        let token: string;
        try {
          token = decryptWith(old, stored, siteId);
        } catch {
          continue;
        }
        return { token, rewrapped: encrypt(token, siteId) };
      }
      throw error;
    }
  };
  return { encrypt, open };
}
