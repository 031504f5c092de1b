import { defaultConfig } from '@bookla/runtime/config';
import type { DeepPartial, WidgetConfigByType, WidgetType } from '@bookla/runtime/config';
import type { Rng } from '@bookla/test-utils/prng';

/**
 * Random configurations an owner could make in the configurator: every value is one the settings UI can
 * produce (so sanitizing keeps it), but the texts are as nasty as owners' texts get: quotes, backslashes,
 * '</script>', U+2028/U+2029, braces, other init calls, emoji and right-to-left script.
 */

const HEX = [...'0123456789abcdefABCDEF'];
export const hexColour = (r: Rng) => '#' + Array.from({ length: r.pick([3, 6]) }, () => r.pick(HEX)).join('');

const WORDS = [
  'Book',
  'Jetzt buchen',
  'Réserver',
  '予約',
  'احجز',
  '</script>',
  '<!--',
  '<b>&amp;</b>',
  '"q"',
  "it's",
  '\\',
  '\\"',
  '\u2028',
  '\u2029',
  '{date}',
  '{',
  '}}',
  '🙂',
  '\ttab',
  'line\nbreak',
  'initSubscriptionWidget(el, {"a":1})',
  'initGiftCardWidget(x,',
  'const config = {"apiKey":"evil"};',
  '${alert(1)}',
  '`tick`',
  '__proto__',
];
export const phrase = (r: Rng) => Array.from({ length: r.int(1, 4) }, () => r.pick(WORDS)).join(r.pick([' ', '', ', ']));
const ident = (r: Rng) => `${r.pick(['id', 'svc', 'A_b'])}-${r.int(0, 1e6)}`;

const BORDER_STYLES = ['solid', 'dashed', 'dotted'];

/** A random valid value for the setting at `path` (its default tells the kind). */
function validValue(r: Rng, path: string, base: unknown): unknown {
  const key = path.split('.').pop()!;
  // An older configuration's copy of bookButton, which sanitizing moves there: never part of a valid model config.
  if (path === 'localization.form.submitButton') return '';
  if (path === 'theme.colors.border') return hexColour(r);
  if (path.startsWith('theme.colors.')) {
    return key === 'border' ? r.pick(['none', `${r.int(0, 20)}px ${r.pick(BORDER_STYLES)} ${hexColour(r)}`]) : hexColour(r);
  }
  if (key === 'padding') return r.chance(0.5) ? r.int(0, 200) : Array.from({ length: r.int(1, 4) }, () => `${r.int(0, 200)}px`).join(' ');
  if (key === 'borderRadius') return r.int(0, 1000);
  if (path.startsWith('theme.spacing.')) return r.int(0, 200);
  if (key === 'fontFamily') return r.pick(['Inter, sans-serif', "'Open Sans', Arial", 'Georgia, serif', '"Fira Sans"']);
  if (path === 'theme.typography.fontSize.base') return r.int(8, 72);
  if (path === 'theme.typography.fontSize.large') return r.int(8, 96);
  if (path.startsWith('theme.typography.fontWeight')) return r.int(1, 9) * 100;
  if (path.startsWith('theme.typography.lineHeight')) return r.int(5, 40) / 10;
  if (path === 'theme._gradients') {
    const out: Record<string, unknown> = {};
    for (let i = r.int(0, 3); i > 0; i--) {
      const type = r.pick(['solid', 'linear', 'radial'] as const);
      const colors = Array.from({ length: r.int(type === 'solid' ? 1 : 2, 5) }, () => hexColour(r));
      const g: Record<string, unknown> = { type, colors };
      if (type === 'linear' && r.chance(0.7)) g.angle = r.int(0, 360);
      if (type === 'radial' && r.chance(0.7)) g.position = r.pick(['center', 'top', 'top right', 'bottom left', 'left']);
      out[r.pick(['background', 'summary', 'button.normal', 'button.hover', 'item.selected', 'list.normal', 'form.error'])] = g;
    }
    return out;
  }
  if (path === 'localization.locale') return r.pick(['en-US', 'de', 'fr-CA', 'ja-JP', 'he-IL', 'pt-BR']);
  if (path === 'localization.times.loginUrl') return r.pick([null, '/account/login', 'https://shop.example/login?next=%2F']);
  if (path === 'localization.terms.urls') {
    return Array.from({ length: r.int(0, 3) }, () => ({ text: phrase(r), url: r.pick(['/terms', 'https://x.example/privacy', 'rules#a']) }));
  }
  if (path === 'region') return r.pick(['us', 'eu']);
  if (path === 'transitionType') return r.pick(['slide', 'fade', 'flip', 'stack']);
  if (path === 'daysConfig.minNights') return r.int(1, 5);
  if (path === 'daysConfig.maxNights') return r.pick([0, r.int(5, 400)]);
  if (path === 'customFormFields') {
    return Array.from({ length: r.int(0, 4) }, () => {
      const type = r.pick(['text', 'number', 'textarea', 'phone', 'url', 'select', 'multiselect', 'email', 'tel', 'date', 'time'] as const);
      return {
        type,
        labelText: `Label ${phrase(r)}`,
        required: r.chance(0.5),
        errorText: r.chance(0.3) ? '' : phrase(r),
        inputWidth: r.pick(['auto / span 1', 'auto / span 2']),
        ...(type === 'select' || type === 'multiselect' ? { options: r.pick(['a, b, c', 'One\nTwo', `x, ${phrase(r)}`]) } : {}),
      };
    });
  }
  if (path === 'servicesConfig' || path === 'subscriptionsConfig' || path === 'giftCardsConfig') {
    const idKey = { servicesConfig: 'serviceId', subscriptionsConfig: 'subscriptionId', giftCardsConfig: 'giftCardId' }[path];
    return Array.from({ length: r.int(0, 4) }, (_, i) => ({
      [idKey]: `${ident(r)}-${i}`,
      ...(r.chance(0.5) ? { title: phrase(r) } : {}),
      ...(r.chance(0.5) ? { description: phrase(r) } : {}),
      ...(path === 'servicesConfig' && r.chance(0.5)
        ? { hideResourcePicker: r.chance(0.5), selectResourceTitle: phrase(r), anyResourceOption: phrase(r) }
        : {}),
    }));
  }
  if (key === 'apiKey' || key === 'companyId' || key === 'serviceId') return r.chance(0.1) ? '' : ident(r);
  if (typeof base === 'boolean') return r.chance(0.5);
  if (typeof base === 'string') return phrase(r);
  throw new Error(`no generator for ${path}`);
}

function validPartial(r: Rng, base: unknown, path = ''): unknown {
  if (base !== null && typeof base === 'object' && !Array.isArray(base) && path !== 'theme._gradients') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(base)) {
      if (r.chance(0.4)) out[key] = validPartial(r, (base as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
    }
    return out;
  }
  return r.chance(0.15) ? base : validValue(r, path, base);
}

const OPTIONAL: Record<WidgetType, (r: Rng) => Record<string, unknown>> = {
  booking: (r) => (r.chance(0.4) ? { preselectedDate: `20${r.int(26, 39)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}` } : {}),
  subscription: (r) => (r.chance(0.4) ? { subscriptionId: ident(r) } : {}),
  giftcard: (r) => (r.chance(0.4) ? { giftCardId: ident(r) } : {}),
};

/** A random partial configuration of `type` whose every value is valid. */
export function randomConfig<T extends WidgetType>(r: Rng, type: T): DeepPartial<WidgetConfigByType[T]> {
  return {
    ...(validPartial(r, defaultConfig(type)) as object),
    ...OPTIONAL[type](r),
    ...(r.chance(0.2) ? { apiUrl: r.pick(['http://127.0.0.1:4010/api', '/api']) } : {}),
    ...(r.chance(0.1)
      ? { tokens: { accessToken: `a.${ident(r)}`, refreshToken: `r.${ident(r)}`, expiresAt: '2031-01-02T03:04:05Z' } }
      : {}),
  } as DeepPartial<WidgetConfigByType[T]>;
}
