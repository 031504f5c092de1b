import { describe, expect, it } from 'vitest';
import type { CanvasWidget } from '../db/repository';
import { SRC_ATTRIBUTE, WIDGET_ATTRIBUTE } from './loader';
import { mergePageCode, widgetAttributes } from './page-code';

const SCRIPT_URL = 'https://cdn.bookla.test/1.1.1/widget.js';
const LOADER = { scriptId: 'bookla_loader-2', version: '2.0.0' };
const widget = (elementId: string): CanvasWidget => ({ siteId: 's', elementId, pageId: 'p', widgetType: 'giftcard', config: {}, revision: 1 });
const owner = { id: 'owner_analytics', version: '1.0.0', location: 'header' as const };

describe("a page's custom code: Bookla's one entry beside the owner's scripts", () => {
  it("replaces an older loader version's entry (another id, our widget.js attribute), keeping the owner's scripts", () => {
    const old = { id: 'bookla_loader-1', version: '1.0.0', location: 'footer' as const, attributes: { [SRC_ATTRIBUTE]: SCRIPT_URL, [`${WIDGET_ATTRIBUTE}0`]: '{}' } };
    const merged = mergePageCode([owner, old], LOADER, [widget('el-1')], SCRIPT_URL);
    expect(merged.map((s) => s.id)).toEqual(['owner_analytics', 'bookla_loader-2']);
  });

  it("replaces the loader's own entry even without its attributes, and takes it away with the last widget", () => {
    const bare = { id: LOADER.scriptId, version: LOADER.version, location: 'footer' as const };
    expect(mergePageCode([bare, owner], LOADER, [widget('el-1')], SCRIPT_URL).map((s) => s.id)).toEqual(['owner_analytics', 'bookla_loader-2']);
    expect(mergePageCode([bare, owner], LOADER, [], SCRIPT_URL)).toEqual([owner]);
  });

  it("publishes a widget's embed only when the page shows it out of line (an inline widget's has nothing to act on)", () => {
    const launcher = { text: 'Reserve', side: 'left' };
    const published = (embed: object) => JSON.parse(widgetAttributes([{ ...widget('el-1'), config: { apiKey: 'k', embed } }], SCRIPT_URL)[`${WIDGET_ATTRIBUTE}0`]!).c;
    expect(published({ mode: 'popup', launcher })).toMatchObject({ apiKey: 'k', embed: { mode: 'popup', launcher } });
    expect(published({ mode: 'floating' })).toMatchObject({ embed: { mode: 'floating' } });
    expect(published({ mode: 'inline', launcher })).not.toHaveProperty('embed');
  });

  it('lists the widgets by element id, whatever order they come in, so an unchanged page writes the same', () => {
    const a = widgetAttributes([widget('el-b'), widget('el-a')], SCRIPT_URL);
    const b = widgetAttributes([widget('el-a'), widget('el-b')], SCRIPT_URL);
    expect(a).toEqual(b);
    expect(JSON.parse(a[`${WIDGET_ATTRIBUTE}0`]!).e).toBe('el-a');
    expect(a[SRC_ATTRIBUTE]).toBe(SCRIPT_URL);
  });
});
