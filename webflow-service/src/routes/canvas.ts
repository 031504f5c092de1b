// Add to Canvas, Load from Canvas and Remove from Canvas: the element's widget stored and published through the
// page's code, read back, and taken off again; plus the owner's own page scripts. A page must belong to the
// session's site (see page-sites.ts).
import { Hono } from 'hono';
import { z } from 'zod';
import { embedMode, generateSnippet, parseSnippet, SNIPPET_ERRORS } from '@bookla/runtime/config';
import type { AppEnv, Deps } from '../context';
import { applyScripts, placeWidget, removeWidget } from '../canvas/canvas-scripts';
import { pageSiteLookup } from '../canvas/page-sites';
import { LOADER_VERSION, SRC_ATTRIBUTE } from '../canvas/loader';
import { ServiceError } from '../http/errors';
import { ELEMENT_ID, PAGE_ID, parseBody } from './validation';

export function canvasRoutes(d: Deps) {
  const app = new Hono<AppEnv>();
  const deps = { repo: d.repo, webflow: d.webflow, widgetScriptUrl: d.config.widgetScriptUrl };
  const siteOf = pageSiteLookup(d.webflow);

  async function checkPage(token: string, siteId: string, pageId: string) {
    if ((await siteOf(token, pageId)) !== siteId) throw new ServiceError(403, 'wrong_site', 'This page belongs to another site.');
  }

  const register = z.object({
    sourceCode: z.string().min(1).max(200_000),
    pageId: z.string().regex(PAGE_ID),
    elementId: z.string().regex(ELEMENT_ID),
  });
  app.post('/sites/:siteId/register_bookla', async (c) => {
    const { sourceCode, pageId, elementId } = await parseBody(c, register);
    // Read as data, never run: the configuration is taken out of the snippet and sanitized.
    const parsed = parseSnippet(sourceCode);
    if (!parsed.ok) throw new ServiceError(422, 'invalid_script', SNIPPET_ERRORS.unparseable);
    const { siteId } = c.get('session');
    const token = c.get('webflowToken');
    await checkPage(token, siteId, pageId);
    const { revision } = await placeWidget(deps, token, { siteId, pageId, elementId, widgetType: parsed.type, config: parsed.config as unknown as Record<string, unknown> });
    return c.json({ elementId, pageId, widgetType: parsed.type, revision, dropped: parsed.warnings.map((w) => w.path) });
  });

  app.get('/sites/:siteId/register_bookla/:elementId', async (c) => {
    const elementId = c.req.param('elementId');
    if (!ELEMENT_ID.test(elementId)) throw new ServiceError(400, 'bad_request', 'elementId is malformed');
    const widget = await d.repo.getWidget(c.get('session').siteId, elementId);
    if (!widget) throw new ServiceError(404, 'not_found', 'No Bookla widget is stored for this element.');
    return c.json({ script: generateSnippet(widget.widgetType, widget.config as never, { scriptUrl: d.config.widgetScriptUrl, elementId }), pageId: widget.pageId, revision: widget.revision });
  });

  // The page's widget elements and how each shows: the extension finds the widget around a selected placeholder
  // with it (the Designer API has no way up from an element to its parent), and a popup's or launcher's host.
  app.get('/sites/:siteId/pages/:pageId/widgets', async (c) => {
    const pageId = c.req.param('pageId');
    if (!PAGE_ID.test(pageId)) throw new ServiceError(400, 'bad_request', 'pageId is malformed');
    const { siteId } = c.get('session');
    await checkPage(c.get('webflowToken'), siteId, pageId);
    const widgets = await d.repo.withPageLock(pageId, (tx) => tx.widgetsOnPage(siteId, pageId));
    return c.json({ widgets: widgets.map((w) => ({ elementId: w.elementId, widgetType: w.widgetType, mode: embedMode(w.config) })) });
  });

  app.delete('/sites/:siteId/register_bookla/:elementId', async (c) => {
    const elementId = c.req.param('elementId');
    if (!ELEMENT_ID.test(elementId)) throw new ServiceError(400, 'bad_request', 'elementId is malformed');
    const removed = await removeWidget(deps, c.get('webflowToken'), c.get('session').siteId, elementId);
    if (!removed) throw new ServiceError(404, 'not_found', 'No Bookla widget is stored for this element.');
    if (removed === 'moving') throw new ServiceError(409, 'moving', 'The element moved to another page while its widget was being removed. Try again.');
    return c.json({ elementId, pageId: removed.pageId, removed: true });
  });

  const applied = z.object({
    scripts: z
      .array(
        z.object({
          id: z.string().min(1).max(100),
          version: z.string().min(1).max(50),
          location: z.enum(['header', 'footer']).default('header'),
          attributes: z.record(z.string().regex(/^[a-z][a-z0-9-]{0,63}$/), z.string().max(20_000)).optional(),
        }),
      )
      .max(50),
  });
  app.put('/pages/:pageId/custom_code', async (c) => {
    const pageId = c.req.param('pageId');
    if (!PAGE_ID.test(pageId)) throw new ServiceError(400, 'bad_request', 'pageId is malformed');
    const { scripts } = await parseBody(c, applied);
    const { siteId } = c.get('session');
    const token = c.get('webflowToken');
    await checkPage(token, siteId, pageId);
    const loaderId = await d.repo.getLoader(siteId, LOADER_VERSION);
    // Our entry is recognised by its id or its widget.js attribute: an owner's script may carry neither.
    if (scripts.some((s) => s.id === loaderId || s.id.startsWith('bookla_loader') || (s.attributes && SRC_ATTRIBUTE in s.attributes))) throw new ServiceError(409, 'managed_script', 'The Bookla loader is managed by Add to Canvas.');
    return c.json({ scripts: await applyScripts(deps, token, pageId, scripts) });
  });

  return app;
}
