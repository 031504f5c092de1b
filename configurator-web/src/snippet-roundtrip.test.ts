import { describe, expect, it } from 'vitest';
import { defaultConfig, embedMode, generateSnippet, mergeWithDefaults, parseSnippet, valueRules, WIDGET_TYPES } from '@bookla/runtime/config';
import type { DeepPartial, WidgetConfigByType, WidgetType } from '@bookla/runtime/config';
import { prng } from '@bookla/test-utils/prng';
import { randomConfig } from '@bookla/test-utils/random-config';
import { ELEMENT_IDS, htmlCode } from './export/export-code';

// What the owner saw is what a pasted snippet restores: for every widget type, a random configuration the
// settings UI can make is exported and imported again, and the imported configuration (defaults merged in)
// equals the one exported. The only intended losses: serviceId while the service selector is on, and the launcher's
// settings of an inline widget (its snippet carries no `embed`: the page has nothing to act on).
const CASES = Number(process.env.ROUNDTRIP_CASES ?? 10_000);
const SCRIPT_URL = 'https://cdn.example/widgets/1.1.1/widget.js';
const CDN_BASE = 'https://cdn.example/widgets';

describe.each(WIDGET_TYPES)(`export → import gives back the same %s config (${CASES} seeded cases)`, (type: WidgetType) => {
  it('round-trips', () => {
    const modes = new Set<string>();
    for (let seed = 1; seed <= CASES; seed++) {
      const r = prng(seed * 7919 + type.length);
      const partial = randomConfig<DeepPartial<WidgetConfigByType[typeof type]>>(r, valueRules(type));
      const expected = mergeWithDefaults(type, partial) as unknown as Record<string, unknown>;
      if (expected.showServiceSelector === true) expected.serviceId = '';
      if (embedMode(partial) === 'inline') expected.embed = defaultConfig(type).embed;
      modes.add(embedMode(partial));
      // Every other case is the Export dialog's HTML: the element, and for a popup the example opener before it.
      const html = seed % 2 === 0;
      const snippet = html ? htmlCode(type, partial, CDN_BASE) : generateSnippet(type, partial, { scriptUrl: SCRIPT_URL, elementId: `el-${seed}` });
      const parsed = parseSnippet(snippet);
      // A failing seed is replayed with prng(seed * 7919 + type.length).
      const where = `seed ${seed}`;
      if (!parsed.ok) expect.fail(`${where}: ${parsed.error}\n${snippet}`);
      expect(parsed.type, where).toBe(type);
      // The one call, and the element it starts the widget in.
      expect([parsed.call, parsed.skipped], where).toEqual([{ type, elementId: html ? `bookla-${ELEMENT_IDS[type]}` : `bookla-el-${seed}` }, []]);
      expect(parsed.warnings, where).toEqual([]);
      // toEqual treats undefined members as absent, as the model does; mergeWithDefaults never produces them.
      expect(mergeWithDefaults(type, parsed.config as never), where).toEqual(expected);
      expect(snippet.match(/<\/script>/gi), where).toHaveLength(1);
      expect(/[\u2028\u2029]/.test(snippet), where).toBe(false);
    }
    // Every way a page shows a widget went through the snippet and back.
    if (CASES >= 100) expect([...modes].sort()).toEqual(['floating', 'inline', 'popup']);
    // 10 000 cases take ~5 s on a quiet machine and well over a minute on a loaded shared CI runner.
  }, 600_000);
});
