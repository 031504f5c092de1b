import { useEffect, useRef, useState } from 'react';
import { emitWidgetEvent } from '../../shared/events';
import { notFound, settingHint } from '../../shared/setting-hint';
import { errorCode } from '../error-code';
import type { ListState } from '../ItemList';
import type { PluginAdapter, PluginClient, PluginConfig } from '../types';

/**
 * Everything the plugin flow loads, kept apart from what shows it: the list and the chosen item.
 * The list is the loader's prefetch when no entries restrict it (the prefetch is unfiltered), else asked for
 * with the entries' ids; malformed rows are skipped and rows of other ids dropped. `retry` asks for it again.
 * `choose(item)` chooses an item and asks for the list once more, then swaps in the item as that answer
 * describes it (its price or title may have changed meanwhile); `choose(null)` goes back to the list. A
 * preset item is chosen from the first answer: none chosen once the list is there means the company does
 * not offer it (logged, naming the setting). An answer for a load or choice that is no longer current is
 * dropped. `bookla:ready` goes out once, with the first answer or its error; `bookla:error` when the list
 * failed, except for a preset item, whose purchase form works without the list.
 * A tuple: its parts get short names in the build, where an object's keys would all be shipped.
 */
export function usePluginData<C extends PluginConfig, Item extends { id: string }>(
  adapter: PluginAdapter<C, Item>,
  config: C,
  client: PluginClient<C>,
  preset: string | undefined,
  initialData: Promise<unknown> | undefined,
  host: () => HTMLElement | null,
) {
  const idsKey = adapter
    .entries(config)
    .map((e) => e.id)
    .join(',');
  const [list, setList] = useState<ListState<Item>>({ status: 'loading' });
  // The chosen item; null once the visitor went back to the list, undefined before any choice (which tells the
  // step hook the direction of the last move without a state of its own).
  const [chosen, setChosen] = useState<Item | null>();
  // Counts the list's Reloads after a load error: part of the list effect's dependencies.
  const [tries, setTries] = useState(0);
  const ready = useRef(false);
  const refresh = useRef<AbortController | null>(null);

  const fetchList = async (signal: AbortSignal, prefetched?: Promise<unknown>): Promise<Item[]> => {
    const ids = idsKey ? idsKey.split(',') : undefined;
    let raw: unknown;
    // The loader's prefetch is unfiltered: usable only when no entries restrict the list.
    if (prefetched && !ids) raw = await Promise.resolve(prefetched).catch(() => undefined);
    if (!Array.isArray(raw)) raw = await adapter.load(client, ids, signal);
    if (!Array.isArray(raw)) throw new Error('the list answer is not an array');
    const items = raw.map((r) => adapter.parse(r)).filter((i): i is Item => i !== null);
    return ids ? items.filter((i) => ids.includes(i.id)) : items;
  };

  useEffect(() => {
    const abort = new AbortController();
    setList({ status: 'loading' });
    const done = () => {
      if (ready.current) return;
      ready.current = true;
      emitWidgetEvent(host(), 'bookla:ready', { widget: adapter.widget });
    };
    fetchList(abort.signal, initialData).then(
      (items) => {
        if (abort.signal.aborted) return;
        setList({ status: 'loaded', items });
        if (preset) {
          const match = items.find((i) => i.id === preset);
          if (match) setChosen(match);
          // A purchase form for an item the company does not offer could only fail: the flow shows the list.
          else console.error(`Bookla: ${notFound(adapter.widget, preset, config.companyId)}: showing the list`);
        }
        done();
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setList({ status: 'error' });
        // A preset item's purchase form still works without the list: its failure is only logged.
        console.error(`Bookla: ${settingHint(error, config.companyId) ?? `could not load ${adapter.widget}s`}`, error);
        if (!preset) emitWidgetEvent(host(), 'bookla:error', { widget: adapter.widget, code: errorCode(error), message: adapter.texts(config).loadError });
        done();
      },
    );
    return () => abort.abort();
    // The list's identity: what it is asked with, and the Reloads. initialData is read once, not a reason to reload.
  }, [adapter, client, idsKey, preset, tries]);

  const choose = (item: Item | null) => {
    refresh.current?.abort();
    setChosen(item);
    if (!item) return;
    const abort = (refresh.current = new AbortController());
    fetchList(abort.signal).then(
      (items) => {
        const fresh = items.find((i) => i.id === item.id);
        if (!abort.signal.aborted && fresh) setChosen(fresh);
      },
      (error: unknown) => {
        if (!abort.signal.aborted) console.error(`Bookla: could not refresh ${adapter.widget} ${item.id}`, error);
      },
    );
  };
  useEffect(() => () => refresh.current?.abort(), []);

  return [list, chosen, choose, () => setTries((n) => n + 1)] as const;
}
