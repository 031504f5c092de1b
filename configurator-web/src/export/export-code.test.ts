import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { defaultConfig, EMBED_DEFAULTS, mergeWithDefaults, parseSnippet, WIDGET_TYPES } from '@bookla/runtime/config';
import type { WidgetType } from '@bookla/runtime/config';
import { exportedConfig, htmlCode, htmlText, openerButton, reactCode, widgetProps, widgetScriptUrl } from './export-code';

const CDN = 'http://127.0.0.1:4011/';
const API = { demo: { apiKey: 'demo-key', companyId: 'demo-co', serviceId: 'demo-svc' }, demoApiUrl: 'http://127.0.0.1:4010/api' };

function owned(type: WidgetType) {
  const config = mergeWithDefaults(type, {
    apiKey: 'k',
    companyId: 'c',
    guestEnabled: false,
    customFormFields: [{ type: 'text', labelText: 'Room </script> \u2028', required: false, errorText: '', inputWidth: 'auto / span 2' }],
    theme: { colors: { button: { normal: { background: '#ff0066' } } } },
  } as never);
  return config;
}

describe('export code', () => {
  it('loads widget.js 1.1.1 from the CDN base', () => {
    expect(widgetScriptUrl(CDN)).toBe('http://127.0.0.1:4011/1.1.1/widget.js');
    expect(widgetScriptUrl('https://cdn.test/widgets//')).toBe('https://cdn.test/widgets/1.1.1/widget.js');
    expect(htmlCode('booking', owned('booking'), CDN)).toContain('s.src = "http://127.0.0.1:4011/1.1.1/widget.js"');
  });

  it.each(WIDGET_TYPES)('%s: the HTML tab carries the element and a snippet that imports back to the same config', (type) => {
    const config = owned(type);
    const html = htmlCode(type, config, CDN);
    expect(html.startsWith(`<div id="bookla-${type}-widget"></div>\n<script>`)).toBe(true);
    const parsed = parseSnippet(html);
    expect(parsed).toMatchObject({ ok: true, type, warnings: [] });
    if (parsed.ok) expect(parsed.config).toEqual(config);
  });

  it('sends only the differences, and no serviceId while the service selector is on', () => {
    const props = widgetProps('booking', mergeWithDefaults('booking', { apiKey: 'k', companyId: 'c', serviceId: 's', showServiceSelector: true }));
    expect(props).toEqual({ apiKey: 'k', companyId: 'c', region: 'us', showServiceSelector: true });
    expect(widgetProps('giftcard', mergeWithDefaults('giftcard', { apiKey: 'k', companyId: 'c', region: 'eu' }))).toEqual({
      apiKey: 'k',
      companyId: 'c',
      region: 'eu',
    });
  });

  it('always carries the credentials, blank ones too, first (the owner sees what to fill in), and a booking its serviceId', () => {
    const props = widgetProps('booking', mergeWithDefaults('booking', { theme: { colors: { background: '#123456' } } }));
    expect(Object.keys(props)).toEqual(['apiKey', 'companyId', 'region', 'serviceId', 'theme']);
    expect(props).toMatchObject({ apiKey: '', companyId: '', region: 'us', serviceId: '' });
    expect(Object.keys(widgetProps('subscription', mergeWithDefaults('subscription', {})))).toEqual(['apiKey', 'companyId', 'region']);
    // A partial config without them still names them, blank (JSON would drop an undefined key).
    expect(widgetProps('booking', {})).toStrictEqual({ apiKey: '', companyId: '', region: 'us', serviceId: '' });
  });

  it('points a demo-data export at the demo API, and leaves owners’ credentials on their region', () => {
    const demo = mergeWithDefaults('booking', { apiKey: 'demo-key', companyId: 'demo-co', serviceId: 'demo-svc' });
    expect(exportedConfig('booking', demo, API)).toMatchObject({ apiUrl: API.demoApiUrl });
    expect(exportedConfig('booking', owned('booking'), API)).not.toHaveProperty('apiUrl');
    expect(exportedConfig('booking', owned('booking'), { ...API, liveApiUrl: 'https://x/api' })).toMatchObject({ apiUrl: 'https://x/api' });
    expect(exportedConfig('booking', { ...demo, apiUrl: '/mine' }, API)).toMatchObject({ apiUrl: '/mine' });
  });

  it.each(WIDGET_TYPES)('%s: the React tab renders the same widget with the same config', (type) => {
    const config = owned(type);
    const code = reactCode(type, config);
    const json = /= (\{[\s\S]*\});\n/.exec(code)![1]!;
    expect(JSON.parse(json)).toEqual(widgetProps(type, config));
    expect(code).toMatch(/^import \{ (\w+), type \1Props \} from '@bookla\/widgets\/[a-z-]+';/);
  });
});

describe('export code: how the page shows the widget', () => {
  const shown = (type: WidgetType, embed: object) => mergeWithDefaults(type, { ...owned(type), embed } as never);
  const LAUNCHER = { text: 'Reserve a table', background: '#0f766e', textColor: '#ffffff', side: 'left', sideOffset: 8, bottomOffset: 96 };

  it.each(WIDGET_TYPES)('%s, popup: an example opener naming the element, then the element and the snippet, which imports back', (type) => {
    const config = shown(type, { mode: 'popup', launcher: { text: 'Reserve a table' } });
    const html = htmlCode(type, config, CDN);
    expect(html.startsWith(`<button type="button" data-bookla-open="bookla-${type}-widget">Reserve a table</button>\n<div id="bookla-${type}-widget"></div>\n<script>`)).toBe(true);
    const parsed = parseSnippet(html);
    expect(parsed).toMatchObject({ ok: true, type, warnings: [], call: { type, elementId: `bookla-${type}-widget` }, skipped: [] });
    if (parsed.ok) expect(parsed.config).toEqual(config);
  });

  it("popup: the opener says the type's launcher text when none is set", () => {
    for (const type of WIDGET_TYPES) expect(openerButton(type, { embed: { mode: 'popup' } } as never)).toBe(`<button type="button" data-bookla-open="bookla-${type}-widget">${htmlText(EMBED_DEFAULTS[type].launcher.text)}</button>`);
    expect(htmlCode('giftcard', shown('giftcard', { mode: 'popup' }), CDN)).toContain('>Buy a gift card</button>');
  });

  it.each(WIDGET_TYPES)('%s, floating: the element and the snippet (the loader draws the button), its launcher imported back', (type) => {
    const config = shown(type, { mode: 'floating', launcher: LAUNCHER });
    const html = htmlCode(type, config, CDN);
    expect(html.startsWith(`<div id="bookla-${type}-widget"></div>\n<script>`)).toBe(true);
    expect(html).not.toContain('data-bookla-open');
    const parsed = parseSnippet(html);
    expect(parsed).toMatchObject({ ok: true, type, warnings: [] });
    if (parsed.ok) expect(parsed.config.embed).toEqual({ ...EMBED_DEFAULTS[type], mode: 'floating', launcher: LAUNCHER });
  });

  it('inline: no opener and no embed, whatever the launcher holds', () => {
    const html = htmlCode('booking', shown('booking', { mode: 'inline', launcher: LAUNCHER }), CDN);
    expect(html).not.toContain('data-bookla-open');
    expect(html).not.toContain('"embed"');
    expect(html).not.toContain('Reserve a table');
  });

  it("a launcher text that looks like code, quotes or markup is shown as written and never read back as code", () => {
    // At most the launcher text's 60 characters: an init call, the end of a script, quotes, comment marks.
    const nasty = 'initGiftCardWidget(x,{}) </script> it\'s <!-- /* `予約` 🙂 "q"';
    expect(nasty.length).toBeLessThanOrEqual(60);
    const config = shown('booking', { mode: 'popup', launcher: { text: nasty } });
    const html = htmlCode('booking', config, CDN);
    const button = html.slice(0, html.indexOf('\n'));
    const inner = button.slice(button.indexOf('>') + 1, button.lastIndexOf('</button>'));
    expect(inner).not.toMatch(/[(){}"'`<>/\\=]/);
    // The browser shows the text as it was.
    const doc = new DOMParser().parseFromString(button, 'text/html');
    expect(doc.querySelector('button')!.textContent).toBe(nasty);
    const parsed = parseSnippet(html);
    expect(parsed).toMatchObject({ ok: true, type: 'booking', warnings: [], skipped: [] });
    if (parsed.ok) expect(parsed.config).toEqual(config);
  });

  it.each([
    ['Book now', 'Book now'],
    ['Jetzt buchen!', 'Jetzt buchen!'],
    ['予約 · احجز', '予約 &#183; احجز'],
    ['a<b>&"\'`(){}=;/\\', 'a&#60;b&#62;&#38;&#34;&#39;&#96;&#40;&#41;&#123;&#125;&#61;&#59;&#47;&#92;'],
    ['🙂', '&#128578;'],
  ])('htmlText(%j) is %j', (text, html) => {
    expect(htmlText(text)).toBe(html);
  });

  it('the React tab carries embed as the snippet does: a popup or floating component opens a dialog, an inline one needs none', () => {
    for (const mode of ['popup', 'floating'] as const) {
      const config = shown('booking', { mode, launcher: LAUNCHER });
      expect(widgetProps('booking', config).embed).toMatchObject({ mode, launcher: { text: LAUNCHER.text, side: 'left', bottomOffset: 96 } });
      expect(reactCode('booking', config)).toContain(`"mode": "${mode}"`);
    }
    const inline = shown('booking', { mode: 'inline', launcher: LAUNCHER });
    expect(widgetProps('booking', inline)).not.toHaveProperty('embed');
    expect(reactCode('booking', inline)).not.toContain('embed');
    expect(widgetProps('booking', defaultConfig('booking'))).not.toHaveProperty('embed');
  });
});

// The React tab's code is what an owner pastes into their app: it must compile against @bookla/widgets as
// published from this repository. Written into files here and checked by the project's tsc.
describe('the React tab typechecks against @bookla/widgets', () => {
  const here = dirname(fileURLToPath(import.meta.url));
  const pkg = join(here, '..', '..');
  it('for every widget type, with every kind of setting', async () => {
    const dir = mkdtempSync(join(pkg, '.react-check-'));
    try {
      for (const type of WIDGET_TYPES) {
        const config = mergeWithDefaults(type, {
          ...owned(type),
          transitionType: 'fade',
          termsEnabled: true,
          localization: { locale: 'de', times: { loginUrl: null }, terms: { urls: [{ text: 'AGB', url: '/agb' }] } },
          theme: { _gradients: { background: { type: 'linear', colors: ['#ffffff', '#000000'], angle: 45 } }, spacing: { padding: '8px 16px' } },
          ...(type === 'booking'
            ? { preselectedDate: '2031-01-02', servicesConfig: [{ serviceId: 's1', title: 'T', hideResourcePicker: true }], priceConfig: { showPrice: false } }
            : type === 'subscription'
              ? { subscriptionsConfig: [{ subscriptionId: 'p1', title: 'Gold' }] }
              : { giftCardsConfig: [{ giftCardId: 'g1', description: 'D' }] }),
        } as never);
        writeFileSync(join(dir, `${type}.tsx`), reactCode(type, config));
      }
      // The negative control: a wrong value type must fail, or this check proves nothing.
      writeFileSync(join(dir, 'broken.tsx'), reactCode('booking', owned('booking')).replace('"region": "us"', '"region": "mars"'));
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({ extends: '../../tsconfig.base.json', compilerOptions: { types: [] }, include: ['*.tsx'] }),
      );
      const tsc = join(pkg, '..', 'node_modules', '.bin', 'tsc');
      const result = await promisify(execFile)(tsc, ['-p', dir], { cwd: pkg }).then(
        () => '',
        (error: { stdout?: string }) => error.stdout ?? String(error),
      );
      const errors = result.split('\n').filter((line) => /error TS/.test(line));
      expect(errors.length, result).toBeGreaterThan(0);
      expect(errors.every((line) => line.startsWith('broken.tsx') || line.includes('/broken.tsx')), result).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
