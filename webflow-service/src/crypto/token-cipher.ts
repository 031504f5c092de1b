// Webflow access tokens at rest: AES-256-GCM with a fresh 12-byte IV per token, the site id as associated data
// (a ciphertext copied onto another site's row does not decrypt). Stored as `v1.<iv>.<tag>.<ciphertext>` in
// base64url; the version leaves room for key rotation.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface TokenCipher {
  encrypt(plaintext: string, siteId: string): string;
  /** Throws when the value was not made with this key for this site. */
  decrypt(stored: string, siteId: string): string;
}

export function createTokenCipher(key: Uint8Array): TokenCipher {
  if (key.length !== 32) throw new Error('The token key must be 32 bytes');
  return {
    encrypt(plaintext, siteId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(siteId));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    decrypt(stored, siteId) {
      const [version, iv, tag, body] = stored.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown token format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(siteId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
