import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRepository } from '../db/memory-repository';
import { openDatabase } from '../db/open';
import { rotateTokenKey } from '../rotate-command';
import { createHarness, SECRETS, SITE_A, testEnv } from '../testing/harness';
import { openSiteToken, rotateTokens } from './rotate-tokens';
import { createTokenCipher } from './token-cipher';

const OLD = Buffer.alloc(32, 3); // the harness's TOKEN_ENCRYPTION_KEY
const NEW = Buffer.alloc(32, 9);
const rotatedEnv = { TOKEN_ENCRYPTION_KEY: NEW.toString('base64'), TOKEN_ENCRYPTION_KEY_PREVIOUS: OLD.toString('base64') };

describe('token key rotation', () => {
  it('rotateTokens: retired-key tokens are stored again under the current key; current ones, newer ones and unreadable ones are told apart', async () => {
    const repo = createMemoryRepository();
    const old = createTokenCipher(OLD);
    const cipher = createTokenCipher(NEW, [OLD]);
    await repo.saveInstallation({ siteId: 'a', tokenCiphertext: old.encrypt('wf_token_a', 'a'), scopes: 's', authorizedBy: null });
    await repo.saveInstallation({ siteId: 'b', tokenCiphertext: cipher.encrypt('wf_token_b', 'b'), scopes: 's', authorizedBy: null });
    await repo.saveInstallation({ siteId: 'c', tokenCiphertext: createTokenCipher(Buffer.alloc(32, 7)).encrypt('wf_token_c', 'c'), scopes: 's', authorizedBy: null });
    expect(await rotateTokens(repo, cipher)).toEqual({ current: 1, rewrapped: 1, changed: 0, unreadable: ['c'] });
    const a = (await repo.getInstallation('a'))!.tokenCiphertext;
    expect(createTokenCipher(NEW).open(a, 'a').token).toBe('wf_token_a');
    // A second run finds nothing left to do.
    expect(await rotateTokens(repo, cipher)).toEqual({ current: 2, rewrapped: 0, changed: 0, unreadable: ['c'] });
  });

  it('rotateTokens leaves a site alone that authorized again while it ran', async () => {
    const repo = createMemoryRepository();
    await repo.saveInstallation({ siteId: 'a', tokenCiphertext: createTokenCipher(OLD).encrypt('wf_old', 'a'), scopes: 's', authorizedBy: null });
    const cipher = createTokenCipher(NEW, [OLD]);
    const newer = cipher.encrypt('wf_newer', 'a');
    const list = repo.listInstallations.bind(repo);
    vi.spyOn(repo, 'listInstallations').mockImplementation(async () => {
      const rows = await list();
      await repo.saveInstallation({ siteId: 'a', tokenCiphertext: newer, scopes: 's', authorizedBy: null });
      return rows;
    });
    expect(await rotateTokens(repo, cipher)).toEqual({ current: 0, rewrapped: 0, changed: 1, unreadable: [] });
    expect((await repo.getInstallation('a'))!.tokenCiphertext).toBe(newer);
  });

  it('openSiteToken: a failed write is logged, the token is still returned; no key: undefined', async () => {
    const repo = createMemoryRepository();
    const row = { siteId: 'a', tokenCiphertext: createTokenCipher(OLD).encrypt('wf_token_a', 'a'), scopes: 's', authorizedBy: null };
    vi.spyOn(repo, 'replaceTokenCiphertext').mockRejectedValue(new Error('connection lost'));
    const log = vi.fn();
    expect(await openSiteToken({ repo, cipher: createTokenCipher(NEW, [OLD]), log }, row)).toBe('wf_token_a');
    expect(log).toHaveBeenCalledExactlyOnceWith('token key rotation: site a not re-encrypted (Error)');
    expect(await openSiteToken({ repo, cipher: createTokenCipher(NEW), log }, row)).toBeUndefined();
  });

  it('an owner signed in before the key changed keeps working, and the request stores the token under the new key', async () => {
    // The service runs with the new key and the old one retired; the site's row is as the old key left it.
    const h = createHarness({ env: rotatedEnv });
    const session = await h.signIn();
    const row = (await h.repo.getInstallation(SITE_A))!;
    const token = createTokenCipher(NEW).open(row.tokenCiphertext, SITE_A).token;
    const stored = createTokenCipher(OLD).encrypt(token, SITE_A);
    await h.repo.saveInstallation({ ...row, tokenCiphertext: stored });
    expect((await h.request(`/sites/${SITE_A}/registered_scripts`, { token: session })).status).toBe(200);
    const now = (await h.repo.getInstallation(SITE_A))!.tokenCiphertext;
    expect(now).not.toBe(stored);
    expect(createTokenCipher(NEW).open(now, SITE_A).token).toBe(token);
    expect(h.logs.join('\n')).not.toContain(token);
  });

  it('without the old key among the retired ones, the owner is asked to authorize again', async () => {
    const h = createHarness({ env: { TOKEN_ENCRYPTION_KEY: NEW.toString('base64') } });
    const session = await h.signIn();
    const row = (await h.repo.getInstallation(SITE_A))!;
    const token = createTokenCipher(NEW).open(row.tokenCiphertext, SITE_A).token;
    await h.repo.saveInstallation({ ...row, tokenCiphertext: createTokenCipher(OLD).encrypt(token, SITE_A) });
    const res = await h.request(`/sites/${SITE_A}/registered_scripts`, { token: session });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'not_installed', message: 'Bookla is not authorized on this site. Press Authorize.' } });
  });

  it('`rotate-token-key` on a real database: re-encrypts, says so, and says when the old key can go', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wf-rotate-'));
    const db = await openDatabase(undefined, { dataDir });
    await db.repository.saveInstallation({ siteId: SITE_A, tokenCiphertext: createTokenCipher(OLD).encrypt('wf_token', SITE_A), scopes: 's', authorizedBy: null });
    await db.repository.close();
    const said: string[] = [];
    const report = await rotateTokenKey({ env: { ...testEnv(), ...rotatedEnv }, dataDir, say: (l) => said.push(l) });
    expect(report).toEqual({ current: 0, rewrapped: 1, changed: 0, unreadable: [] });
    expect(said).toEqual([
      'webflow-service: 1 token(s) re-encrypted under the current key, 0 already were',
      'webflow-service: every token is under the current key; TOKEN_ENCRYPTION_KEY_PREVIOUS can be removed',
    ]);
    const reopened = await openDatabase(undefined, { dataDir });
    const row = await reopened.repository.getInstallation(SITE_A);
    await reopened.repository.close();
    expect(createTokenCipher(NEW).open(row!.tokenCiphertext, SITE_A).token).toBe('wf_token');
    expect(SECRETS.TOKEN_ENCRYPTION_KEY).toBe(OLD.toString('base64'));
  });

  it('`rotate-token-key` without the previous key: warns that it can only find lost tokens, and names their sites', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wf-rotate-'));
    const db = await openDatabase(undefined, { dataDir });
    await db.repository.saveInstallation({ siteId: SITE_A, tokenCiphertext: createTokenCipher(OLD).encrypt('wf_token', SITE_A), scopes: 's', authorizedBy: null });
    await db.repository.saveInstallation({ siteId: 'site-b', tokenCiphertext: createTokenCipher(NEW).encrypt('wf_token_b', 'site-b'), scopes: 's', authorizedBy: null });
    await db.repository.close();
    const said: string[] = [];
    const report = await rotateTokenKey({ env: { ...testEnv(), TOKEN_ENCRYPTION_KEY: NEW.toString('base64') }, dataDir, say: (l) => said.push(l) });
    expect(report).toEqual({ current: 1, rewrapped: 0, changed: 0, unreadable: [SITE_A] });
    expect(said).toEqual([
      'webflow-service: TOKEN_ENCRYPTION_KEY_PREVIOUS is empty, so only tokens no key opens can be found',
      'webflow-service: 0 token(s) re-encrypted under the current key, 1 already were',
      `webflow-service: no key opens the token of site(s) ${SITE_A}: their owners must authorize Bookla again`,
    ]);
    expect(said.join('\n')).not.toContain('wf_token');
  });

  it('`rotate-token-key` without the previous key and nothing lost: no word that a previous key can go (none was set)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wf-rotate-'));
    const db = await openDatabase(undefined, { dataDir });
    await db.repository.saveInstallation({ siteId: 'site-b', tokenCiphertext: createTokenCipher(NEW).encrypt('wf_token_b', 'site-b'), scopes: 's', authorizedBy: null });
    await db.repository.close();
    const said: string[] = [];
    const report = await rotateTokenKey({ env: { ...testEnv(), TOKEN_ENCRYPTION_KEY: NEW.toString('base64') }, dataDir, say: (l) => said.push(l) });
    expect(report).toEqual({ current: 1, rewrapped: 0, changed: 0, unreadable: [] });
    expect(said).toEqual([
      'webflow-service: TOKEN_ENCRYPTION_KEY_PREVIOUS is empty, so only tokens no key opens can be found',
      'webflow-service: 0 token(s) re-encrypted under the current key, 1 already were',
    ]);
  });
});
