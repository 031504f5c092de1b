import { useEffect, useRef, useState, type RefObject } from 'react';
import { useStepFocus } from '../../shared/a11y';
import { emitWidgetEvent } from '../../shared/events';
import { useLazyStep } from '../../shared/use-lazy-step';
import { useSchemasWhenSettled } from '../../shared/use-widget-client';
import type { ListState } from '../ItemList';
import type { PluginAdapter, PluginConfig } from '../types';

/**
 * The plugin flow's step and what follows a step change. The step is 'purchase' while an item is chosen, and
 * for a preset item until the list is there without it; else 'list', moving `back` when the visitor let go of
 * a choice (then the transition is mirrored). The purchase step's code is prefetched once the list (or its
 * error) shows, as are the request schemas: nothing competes with the first screen. Focus moves to the new step's heading, also to the Error screen standing in for a step whose code
 * failed and to the step its Reload (`reload`) brings back; a preset widget failing as it mounts takes none
 * (that would scroll the page). Each change after the first step sends `bookla:step-change`.
 * Returns `[step, back, purchase module, failed, retrying, reload]`.
 */
export function usePluginSteps<C extends PluginConfig, Item extends { id: string }>(
  adapter: PluginAdapter<C, Item>,
  preset: string | undefined,
  list: ListState<Item>,
  chosen: Item | null | undefined,
  heading: RefObject<HTMLHeadingElement | null>,
  host: () => HTMLElement | null,
) {
  const step = chosen || (preset && list.status !== 'loaded') ? 'purchase' : 'list';
  const settled = list.status !== 'loading';
  useSchemasWhenSettled(settled);
  const [purchase, failed, retrying, retry] = useLazyStep(adapter.loadPurchase, step === 'purchase', settled);
  const [reloads, setReloads] = useState(0);

  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    emitWidgetEvent(host(), 'bookla:step-change', { widget: adapter.widget, step });
  }, [step]);
  useStepFocus(heading, failed && (!preset || reloads) ? 'error' : step + reloads);

  const reload = () => {
    setReloads((n) => n + 1);
    retry();
  };
  return [step, chosen === null, purchase, failed, retrying, reload] as const;
}
