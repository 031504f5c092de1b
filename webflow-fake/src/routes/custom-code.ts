// Custom code of a page or a site, per app: read, replace the whole list (registered scripts only), delete.
import type { Context } from 'hono';
import type { Applied, CodeTarget, CustomCode, FakeState } from '../state';
import { type App, authed, type FakeContext, iso, v2Error } from './context';

/** What is wrong with a PUT body for this site, or null: every script registered there, known locations, string attributes. */
function appliedProblems(state: FakeState, siteId: string, value: unknown): string | null {
  if (!value || typeof value !== 'object' || !Array.isArray((value as { scripts?: unknown }).scripts)) return 'scripts must be an array';
  for (const s of (value as { scripts: unknown[] }).scripts) {
    if (!s || typeof s !== 'object') return 'each script must be an object';
    const { id, version, location, attributes } = s as Record<string, unknown>;
    if (!(state.scripts.get(siteId) ?? []).some((r) => r.id === id && r.version === version)) return `script ${String(id)}@${String(version)} is not registered on this site`;
    if (location !== undefined && location !== 'header' && location !== 'footer') return 'location must be header or footer';
    if (attributes !== undefined && (typeof attributes !== 'object' || attributes === null || Object.values(attributes).some((v) => typeof v !== 'string'))) {
      return 'attributes must map names to strings';
    }
  }
  return null;
}

export function registerCustomCode(app: App, { state, now }: FakeContext): void {
  for (const target of ['pages', 'sites'] satisfies CodeTarget[]) {
    const siteIdOf = (c: Context) => (target === 'pages' ? (state.pageOf(c.req.param('id')!)?.site.id ?? '') : c.req.param('id')!);
    const keyOf = (c: Context, clientId: string) => `${clientId} ${c.req.param('id')}`;

    app.get(`/v2/${target}/:id/custom_code`, (c) => {
      const a = authed(c, state, 'custom_code:read', siteIdOf(c));
      if ('error' in a) return a.error;
      return c.json(state.code[target].get(keyOf(c, a.grant.clientId)) ?? { scripts: [], createdOn: null, lastUpdated: null });
    });

    app.put(`/v2/${target}/:id/custom_code`, async (c) => {
      const siteId = siteIdOf(c);
      const a = authed(c, state, 'custom_code:write', siteId);
      if ('error' in a) return a.error;
      const b = await c.req.json().catch(() => null);
      const problem = appliedProblems(state, siteId, b);
      if (problem) return v2Error(c, 400, 'validation_error', problem);
      const key = keyOf(c, a.grant.clientId);
      const t = iso(now());
      const scripts = (b as { scripts: Applied[] }).scripts.map((s) => ({ id: s.id, version: s.version, location: s.location ?? 'header', ...(s.attributes ? { attributes: s.attributes } : {}) }));
      const code: CustomCode = { scripts, createdOn: state.code[target].get(key)?.createdOn ?? t, lastUpdated: t };
      state.code[target].set(key, code);
      return c.json(code);
    });

    app.delete(`/v2/${target}/:id/custom_code`, (c) => {
      const a = authed(c, state, 'custom_code:write', siteIdOf(c));
      if ('error' in a) return a.error;
      state.code[target].delete(keyOf(c, a.grant.clientId));
      return c.body(null, 204);
    });
  }
}
