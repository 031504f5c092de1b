import { describe, expect, it } from 'vitest';
import { pageSiteLookup } from './page-sites';

/** A Webflow stand-in that records every page asked for; `fail` makes the next ask fail. */
function pages(owner: Record<string, string>) {
  const asked: string[] = [];
  const webflow = {
    fail: false,
    async getPage(_token: string, pageId: string) {
      asked.push(pageId);
      if (webflow.fail) throw new Error('Webflow is down');
      return { id: pageId, siteId: owner[pageId]! };
    },
  };
  return { asked, webflow };
}

describe('pageSiteLookup', () => {
  it('asks Webflow once per page and answers each page with its own site', async () => {
    const { asked, webflow } = pages({ p1: 'site-a', p2: 'site-b' });
    const siteOf = pageSiteLookup(webflow);
    expect(await siteOf('t', 'p1')).toBe('site-a');
    expect(await siteOf('t', 'p2')).toBe('site-b');
    expect(await siteOf('t', 'p1')).toBe('site-a');
    expect(await siteOf('t', 'p2')).toBe('site-b');
    expect(asked).toEqual(['p1', 'p2']);
  });

  it('holds at most `limit` pages: past it, it starts over and asks again', async () => {
    const { asked, webflow } = pages({ p1: 'a', p2: 'a', p3: 'a' });
    const siteOf = pageSiteLookup(webflow, 2);
    await siteOf('t', 'p1');
    await siteOf('t', 'p2');
    await siteOf('t', 'p1');
    expect(asked).toEqual(['p1', 'p2']);
    // A third page: the two remembered are forgotten, the third is kept.
    await siteOf('t', 'p3');
    await siteOf('t', 'p3');
    await siteOf('t', 'p1');
    expect(asked).toEqual(['p1', 'p2', 'p3', 'p1']);
  });

  it('the default limit is 10 000 pages', async () => {
    const owner = Object.fromEntries(Array.from({ length: 10_001 }, (_, i) => [`p${i}`, 'a']));
    const { asked, webflow } = pages(owner);
    const siteOf = pageSiteLookup(webflow);
    for (let i = 0; i < 10_000; i++) await siteOf('t', `p${i}`);
    await siteOf('t', 'p0');
    expect(asked).toHaveLength(10_000);
    await siteOf('t', 'p10000');
    await siteOf('t', 'p0');
    expect(asked.slice(-2)).toEqual(['p10000', 'p0']);
  });

  it('a failed ask is not remembered: the next one asks again', async () => {
    const { asked, webflow } = pages({ p1: 'site-a' });
    const siteOf = pageSiteLookup(webflow);
    webflow.fail = true;
    await expect(siteOf('t', 'p1')).rejects.toThrow('Webflow is down');
    webflow.fail = false;
    expect(await siteOf('t', 'p1')).toBe('site-a');
    expect(asked).toEqual(['p1', 'p1']);
  });
});
