// @vitest-environment node
// What a server renders: importing the React app's entries and rendering them touches no browser global (there is
// none here), and gives the same empty box every time, which the browser then hydrates without a mismatch.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { currentRenderer } from '../test-support/renderer';

const renderer = await currentRenderer();
const CONFIG = { apiKey: 'key', companyId: 'company', serviceId: 'service' };

// The React app's entries run on React only (the embed's Preact build mounts the embedded widgets instead).
describe.skipIf(renderer === 'preact')('on the server', () => {
  it('runs where no browser global exists', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each([
    ['booking', 'BookingWidget', () => import('./booking')],
    ['subscription', 'SubscriptionWidget', () => import('./subscription')],
    ['giftcard', 'GiftCardWidget', () => import('./gift-card')],
  ] as const)('%s: imports, and renders the box of the widget’s minimum height, the same each time', async (kind, name, load) => {
    const Widget = (await load())[name as keyof Awaited<ReturnType<typeof load>>] as (props: { config: object; className?: string; style?: object }) => never;
    const html = renderToString(createElement(Widget, { config: CONFIG, className: 'mine', style: { width: 320 } }));
    expect(html).toBe(`<div class="mine" data-bookla-widget="${kind}" style="min-height:400px;width:320px"></div>`);
    expect(renderToString(createElement(Widget, { config: { ...CONFIG, theme: { colors: { primary: '#000' } } } }))).toBe(
      `<div data-bookla-widget="${kind}" style="min-height:400px"></div>`,
    );
  });

  it('the package root imports and renders as its subpaths do', async () => {
    const root = await import('./index');
    expect(renderToString(createElement(root.BookingWidget, { config: CONFIG }))).toBe('<div data-bookla-widget="booking" style="min-height:400px"></div>');
  });
});
