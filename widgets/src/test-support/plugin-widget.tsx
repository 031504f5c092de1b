import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';

/** An RFC 4122 version-4 UUID (guest client ids, idempotency keys). */
export const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const EVENTS = ['ready', 'step-change', 'purchase-started', 'purchase-succeeded', 'purchase-failed', 'error'];

/**
 * Renders a subscription or gift card widget inside a host element that records its `bookla:*` events
 * (`type` without the prefix) and hands it a `navigate` spy.
 */
export function renderPluginWidget(ui: (props: { host: HTMLElement; navigate: (url: string) => void }) => ReactElement) {
  const navigate = vi.fn<(url: string) => void>();
  const events: { type: string; detail: any }[] = [];
  const host = document.createElement('div');
  document.body.append(host);
  for (const type of EVENTS) host.addEventListener(`bookla:${type}`, (e) => events.push({ type, detail: (e as CustomEvent).detail }));
  const view = render(ui({ host, navigate }), { container: host.appendChild(document.createElement('div')) });
  return { navigate, events, host, view };
}

/** The list's item buttons, in order. */
export const rows = () => screen.getAllByRole('button').filter((b) => b.classList.contains('bk-row'));

/** Types into the control labelled `label`. */
export const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

export function fillGuest(firstName: string, lastName: string, email: string) {
  fill('First Name', firstName);
  fill('Last Name', lastName);
  fill('Email', email);
}

/** Waits for the list (`loaded` is a row title), chooses the row matching `title`, resolves to the step heading. */
export async function openRow(loaded: string, title: RegExp) {
  await screen.findByText(loaded);
  const row = rows().find((r) => title.test(r.textContent ?? ''));
  if (!row) throw new Error(`no row matches ${title}`);
  fireEvent.click(row);
  return screen.findByRole('heading', { level: 2, name: title });
}

/**
 * Rewrites the JSON answer of the POSTs whose URL ends with `path` (the sandbox fixture's fetch still records
 * the request); returns the function that restores the previous fetch.
 */
export function rewriteAnswer(path: string, rewrite: (body: any) => unknown): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const res = await original(input, init);
    if (init?.method !== 'POST' || !String(input).endsWith(path)) return res;
    return new Response(JSON.stringify(rewrite(await res.json())), {
      status: res.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return () => {
    globalThis.fetch = original;
  };
}
