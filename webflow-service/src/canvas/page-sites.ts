import type { WebflowClient } from '../webflow/client';

/**
 * Which site a page belongs to, asked of Webflow once per page and process: a page never changes site, and
 * every canvas call checks it. Bounded so that a long-lived process asked about many pages does not grow
 * without end: past `limit` pages the memory starts over (the next asks cost one Webflow call each again).
 * A failed lookup is not remembered.
 */
export function pageSiteLookup(webflow: Pick<WebflowClient, 'getPage'>, limit = 10_000) {
  const sites = new Map<string, string>();
  return async (token: string, pageId: string): Promise<string> => {
    let site = sites.get(pageId);
    if (!site) {
      site = (await webflow.getPage(token, pageId)).siteId;
      if (sites.size >= limit) sites.clear();
      sites.set(pageId, site);
    }
    return site;
  };
}
