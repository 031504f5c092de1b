import { useCallback, useEffect, useRef, useState } from 'react';
import type { BooklaClient } from '@bookla/runtime/client';
import { WidgetRoot } from '../shared/WidgetRoot';
import { StepTransition } from '../shared/StepTransition';
import { MissingParams } from '../shared/MissingParams';
import { Spinner } from '../shared/Spinner';
import { emitWidgetEvent } from '../shared/events';
import { useStepFocus } from '../shared/a11y';
import { useSchemasWhenSettled, useWidgetClient } from '../shared/use-widget-client';
import { useResolvedConfig } from '../shared/widget-config';
import { ItemList, type ListState } from './ItemList';
import { ErrorScreen } from '../shared/ErrorScreen';
import { useLazyStep } from '../shared/use-lazy-step';
import { errorCode } from './error-code';
import type { PluginAdapter, PluginConfig } from './types';
import { notFound, settingHint } from '../shared/setting-hint';

/** Props of the subscription and gift card widgets. */
export interface PluginWidgetProps<Partial> {
  /** The widget config (untrusted: sanitized, then merged over the defaults). */
  config: Partial;
  /** An API client to use instead of one built from the config (tests, host apps). */
  client?: BooklaClient;
  /** Receives the `bookla:*` events; default the widget's root element (events bubble and are composed). */
  host?: HTMLElement;
  /** The list the embed loader already started fetching (unfiltered). */
  initialData?: Promise<unknown>;
  /** Sends the browser to the payment page; default `leavePage` (the top window when framed). */
  navigate?: (url: string) => void;
}

type Step = 'list' | 'purchase';

/** The two-step plugin flow: choose an item, then buy it. */
export function PluginWidget<C extends PluginConfig, Item extends { id: string }>({
  adapter,
  styles,
  props,
}: {
  adapter: PluginAdapter<C, Item>;
  styles: string;
  props: PluginWidgetProps<unknown>;
}) {
  const config = useResolvedConfig(adapter.defaults, props.config) as C;
  const rootRef = useRef<HTMLDivElement>(null);
  const missing = !config.apiKey.trim() || !config.companyId.trim();
  return (
    <WidgetRoot ref={rootRef} widget={adapter.widget} theme={config.theme} locale={config.localization.locale} styles={styles} minHeight={400} listMinHeight={320}>
      {missing ? (
        <MissingParams message={config.localization.errors.missingParametersPlugin} />
      ) : (
        <PluginFlow adapter={adapter} config={config} props={props} host={() => props.host ?? rootRef.current} />
      )}
    </WidgetRoot>
  );
}

// Split from PluginWidget so the client is only built once apiKey and companyId are known to exist.
function PluginFlow<C extends PluginConfig, Item extends { id: string }>({
  adapter,
  config,
  props,
  host,
}: {
  adapter: PluginAdapter<C, Item>;
  config: C;
  props: PluginWidgetProps<unknown>;
  host: () => HTMLElement | null;
}) {
  const l10n = config.localization;
  const texts = adapter.texts(config);
  const client = useWidgetClient(config, 'plugin', adapter.api, props.client);
  const preset = adapter.presetId(config)?.trim() || undefined;
  const entries = adapter.entries(config);
  const idsKey = entries.map((e) => e.id).join(',');
  const headingRef = useRef<HTMLHeadingElement>(null);

  const [step, setStep] = useState<Step>(preset ? 'purchase' : 'list');
  const [back, setBack] = useState(false);
  const [list, setList] = useState<ListState<Item>>({ status: 'loading' });
  const [selected, setSelected] = useState<Item | null>(null);
  const [formKey, setFormKey] = useState(0);
  // The visitor's form answers outlive each item's form: Back and another plan keep the name and email.
  const [draft] = useState({});
  const ready = useRef(false);
  // The purchase step's code: prefetched after the first render, so a visitor who chooses an item normally
  // does not wait; loaded again when the step opens after a failed prefetch, and by the Error screen's Reload.
  // The list (or its error) is the first screen: the purchase step's code and the request schemas come after it.
  const settled = list.status !== 'loading';
  useSchemasWhenSettled(settled);
  const [purchase, loadFailed, retrying, retry] = useLazyStep(adapter.loadPurchase, step === 'purchase', settled);
  const [reloads, setReloads] = useState(0);
  // Counts the list's Reloads after a load error: part of the list effect's dependencies.
  const [listTries, setListTries] = useState(0);

  const fetchList = useCallback(
    async (signal: AbortSignal, prefetched?: Promise<unknown>): Promise<Item[]> => {
      const ids = idsKey ? idsKey.split(',') : undefined;
      let raw: unknown;
      // The loader's prefetch is unfiltered: usable only when no entries restrict the list.
      if (prefetched && !ids) raw = await Promise.resolve(prefetched).catch(() => undefined);
      if (!Array.isArray(raw)) raw = await adapter.load(client, ids, signal);
      if (!Array.isArray(raw)) throw new Error('the list answer is not an array');
      const items = raw.map((r) => adapter.parse(r)).filter((i): i is Item => i !== null);
      return ids ? items.filter((i) => ids.includes(i.id)) : items;
    },
    [adapter, client, idsKey],
  );

  useEffect(() => {
    const abort = new AbortController();
    setList({ status: 'loading' });
    const done = () => {
      if (ready.current) return;
      ready.current = true;
      emitWidgetEvent(host(), 'bookla:ready', { widget: adapter.widget });
    };
    fetchList(abort.signal, props.initialData).then(
      (items) => {
        if (abort.signal.aborted) return;
        setList({ status: 'loaded', items });
        if (preset) {
          const match = items.find((i) => i.id === preset);
          if (match) setSelected(match);
          else {
            // A purchase form for an item the company does not offer could only fail: show the list.
            console.error(`Bookla: ${notFound(adapter.widget, preset, config.companyId)}: showing the list`);
            setStep('list');
          }
        }
        done();
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setList({ status: 'error' });
        // A preset item's purchase form still works without the list: its failure is only logged.
        console.error(`Bookla: ${settingHint(error, config.companyId) ?? `could not load ${adapter.widget}s`}`, error);
        if (!preset) emitWidgetEvent(host(), 'bookla:error', { widget: adapter.widget, code: errorCode(error), message: texts.loadError });
        done();
      },
    );
    return () => abort.abort();
    // props.initialData is read once per list identity, not a reason to reload.
  }, [fetchList, preset, listTries]);

  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    emitWidgetEvent(host(), 'bookla:step-change', { widget: adapter.widget, step });
  }, [step]);
  // The Error screen replacing a step the visitor opened is a new step for focus, and so is the step a
  // Reload brings back; a preset widget failing as it mounts takes no focus (that would scroll the page).
  useStepFocus(headingRef, loadFailed && (!preset || reloads) ? 'error' : step + reloads);

  const refetch = useRef<AbortController | null>(null);
  const choose = (item: Item) => {
    setSelected(item);
    setFormKey((k) => k + 1);
    setBack(false);
    setStep('purchase');
    // The widget re-fetches the list and picks the item by id (price or title may have changed).
    refetch.current?.abort();
    const abort = (refetch.current = new AbortController());
    fetchList(abort.signal).then(
      (items) => {
        const fresh = items.find((i) => i.id === item.id);
        if (!abort.signal.aborted && fresh) setSelected(fresh);
      },
      (error: unknown) => {
        if (!abort.signal.aborted) console.error(`Bookla: could not refresh ${adapter.widget} ${item.id}`, error);
      },
    );
  };
  useEffect(() => () => refetch.current?.abort(), []);

  const goBack = () => {
    refetch.current?.abort();
    setSelected(null);
    setBack(true);
    setStep('list');
  };

  const entryOf = (id: string) => entries.find((e) => e.id === id);
  const view = (item: Item) => adapter.view(item, entryOf(item.id), config);
  const selectedView = selected ? view(selected) : null;

  const itemId = selected?.id ?? preset;
  let content;
  if (step === 'list')
    content = (
      <ItemList
        headingRef={headingRef}
        texts={texts}
        loadingText={l10n.loadingText}
        list={list}
        view={view}
        onChoose={choose}
        retryText={l10n.errorScreen.reload}
        onRetry={() => setListTries((n) => n + 1)}
      />
    );
  else if (loadFailed)
    content = (
      <ErrorScreen
        texts={l10n.errorScreen}
        headingRef={headingRef}
        busy={retrying}
        onReload={() => {
          setReloads((n) => n + 1);
          retry();
        }}
      />
    );
  else {
    const title = selectedView?.title ?? (preset ? entryOf(preset)?.title : undefined) ?? texts.title;
    // A preset item's title is unknown until the list arrives: only the spinner until then.
    content =
      (preset && list.status === 'loading') || !itemId ? (
        <Spinner label={l10n.loadingText} />
      ) : (
        <>
          <div className="bk-header">
            {preset ? null : (
              <button type="button" className="bk-btn" data-variant="icon" aria-label={l10n.backButton} onClick={goBack}>
                <span aria-hidden="true">‹</span>
              </button>
            )}
            <h2 className="bk-title" ref={headingRef} tabIndex={-1}>
              {title}
            </h2>
          </div>
          {purchase ? (
            <purchase.PurchaseStep
              key={formKey}
              parts={purchase.parts}
              widget={adapter.widget}
              config={config}
              client={client}
              texts={texts}
              itemId={itemId}
              item={selected}
              viewOf={view}
              host={host}
              navigate={props.navigate}
              draft={draft}
            />
          ) : (
            <Spinner label={l10n.loadingText} />
          )}
        </>
      );
  }

  return (
    <StepTransition stepKey={step} type={config.transitionType} direction={back ? 'back' : 'forward'}>
      {content}
    </StepTransition>
  );
}
