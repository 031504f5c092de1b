// The site and its registered scripts (the Webflow Data API's site and custom-code script routes), through the site's own token.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../context';
import { parseBody } from './validation';

export function siteRoutes(d: Deps) {
  const app = new Hono<AppEnv>();

  // Only the session's site, even when the token covers more: least privilege.
  app.get('/sites', async (c) => {
    const sites = await d.webflow.listSites(c.get('webflowToken'));
    return c.json({ sites: sites.filter((s) => s.id === c.get('session').siteId) });
  });

  app.get('/sites/:siteId/registered_scripts', async (c) => {
    return c.json({ registeredScripts: await d.webflow.listRegisteredScripts(c.get('webflowToken'), c.get('session').siteId) });
  });

  const inline = z.object({
    sourceCode: z.string().min(1).max(2000),
    version: z.string().regex(/^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?$/, 'must be a SemVer version'),
    displayName: z.string().regex(/^[A-Za-z0-9]{1,50}$/, 'must be 1–50 letters or digits'),
    canCopy: z.boolean().optional(),
  });
  // A creating call: sent once, never retried (a registered version cannot be registered again).
  app.post('/sites/:siteId/registered_scripts', async (c) => {
    const body = await parseBody(c, inline);
    return c.json(await d.webflow.registerInlineScript(c.get('webflowToken'), c.get('session').siteId, body), 201);
  });

  return app;
}
