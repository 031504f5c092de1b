// Whether Bookla's authorization on a site still stands, and what follows when it does not (the owner removed the
// app from the site, or Webflow no longer accepts its token): the site's token is forgotten and all of its
// sessions end, in the database, so every instance refuses them from the next request on.
import type { Deps } from '../context';
import { SCOPES, WebflowError } from '../webflow/client';

/**
 * A write first asks Webflow whether the authorization still stands when Webflow last confirmed it longer ago
 * than this: a removed app is noticed within minutes even on writes Webflow would still take, and a site's
 * writes cost one Webflow call more at most once in this time.
 */
export const INSTALLATION_CHECK_MS = 5 * 60_000;

/** 'gone': Webflow refuses the token, or it no longer covers the site or a scope Bookla needs; 'unknown': Webflow did not say. */
export type Standing = 'stands' | 'gone' | 'unknown';

export async function installationStanding(d: Pick<Deps, 'webflow'>, token: string, siteId: string): Promise<Standing> {
  try {
    const granted = await d.webflow.introspect(token);
    return granted.siteIds.includes(siteId) && SCOPES.every((s) => granted.scopes.includes(s)) ? 'stands' : 'gone';
  } catch (error) {
    return error instanceof WebflowError && (error.status === 401 || error.status === 403) ? 'gone' : 'unknown';
  }
}

/**
 * Ends Bookla's access to the site: its token forgotten (least privilege: it opens nothing any more), its sessions
 * and its remembered loader gone. Only while the stored token is the one Webflow refused: a site authorized again
 * meanwhile keeps its new token and sessions. True when this call ended it.
 */
export async function endSiteAccess(d: Pick<Deps, 'repo' | 'cipher' | 'log'>, siteId: string, refusedToken: string, why: string): Promise<boolean> {
  const installation = await d.repo.getInstallation(siteId);
  if (!installation) return false;
  let stored: string;
  try {
    stored = d.cipher.open(installation.tokenCiphertext, siteId).token;
  } catch {
    return false;
  }
  if (stored !== refusedToken) return false;
  const ended = await d.repo.forgetInstallation(siteId, installation.tokenCiphertext);
  if (ended) d.log(`site access ended: ${siteId} (${why}); its token is forgotten and its sessions ended`);
  return ended;
}
