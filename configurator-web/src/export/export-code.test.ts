import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { mergeWithDefaults, parseSnippet, WIDGET_TYPES } from '@bookla/runtime/config';
import type { WidgetType } from '@bookla/runtime/config';
import { exportedConfig, htmlCode, reactCode, widgetProps, widgetScriptUrl } from './export-code';

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
