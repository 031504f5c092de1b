// Tests only: an in-memory host service for the canvas actions' tests.
import { expect, vi } from 'vitest';
import { parseSnippet, type EmbedMode } from '@bookla/runtime/config';
import type { ServiceApi } from '../service-api';
import type { HostSession } from '../session';

export const SESSION: HostSession = { sessionToken: 'session-1', firstName: 'Ann', email: 'ann@example.com', exp: Date.now() + 3_600_000 };

/** A stored script's embed mode, as the service reads it from the sanitized configuration. */
const modeOf = (sourceCode: string): EmbedMode => {
  const parsed = parseSnippet(sourceCode);
  return (parsed.ok && (parsed.config as { embed?: { mode?: EmbedMode } }).embed?.mode) || 'inline';
};

/** An in-memory service: what was registered per element, and switchable failures. */
export function fakeService() {
  const scripts = new Map<string, { sourceCode: string; pageId: string; siteId: string }>();
  const failWith: { error?: Error; dropped?: string[] } = {};
  const service: ServiceApi = {
    base: 'http://127.0.0.1:9',
    authorizeUrl: (siteId) => `http://127.0.0.1:9/authorize?siteId=${siteId}`,
    exchangeToken: vi.fn(),
    signOut: vi.fn(),
    async registerScript(session, siteId, body) {
      if (failWith.error) throw failWith.error;
      expect(session).toBe(SESSION.sessionToken);
      scripts.set(body.elementId, { sourceCode: body.sourceCode, pageId: body.pageId, siteId });
      return { dropped: failWith.dropped ?? [] };
    },
    async loadScript(session, _siteId, elementId) {
      if (failWith.error) throw failWith.error;
      expect(session).toBe(SESSION.sessionToken);
      return scripts.get(elementId)?.sourceCode ?? null;
    },
    async pageWidgets(session, _siteId, pageId) {
      if (failWith.error) throw failWith.error;
      expect(session).toBe(SESSION.sessionToken);
      return [...scripts].filter(([, s]) => s.pageId === pageId).map(([elementId, s]) => ({ elementId, mode: modeOf(s.sourceCode) }));
    },
    async removeScript(session, _siteId, elementId) {
      if (failWith.error) throw failWith.error;
      expect(session).toBe(SESSION.sessionToken);
      return scripts.delete(elementId);
    },
  };
  return { service, scripts, failWith };
}
