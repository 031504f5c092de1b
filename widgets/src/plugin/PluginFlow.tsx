import { useRef, useState } from 'react';
import { StepTransition } from '../shared/StepTransition';
import { Spinner } from '../shared/Spinner';
import { useWidgetClient } from '../shared/use-widget-client';
import { ItemList } from './ItemList';
import { ErrorScreen } from '../shared/ErrorScreen';
import { usePluginData } from './state/use-plugin-data';
import { usePluginSteps } from './state/use-plugin-steps';
import type { PluginAdapter, PluginConfig, PluginWidgetProps } from './types';

/**
 * The two-step plugin flow: choose an item, then buy it. The data lives in the state/ hooks
 * (use-plugin-data, use-plugin-steps); this component decides only what is shown.
 */
export function PluginFlow<C extends PluginConfig, Item extends { id: string }>({
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The visitor's form answers outlive each item's form: Back and another plan keep the name and email.
  const [draft] = useState({});
  const [list, selected, choose, retryList] = usePluginData(adapter, config, client, preset, props.initialData, host);
  const [step, back, purchase, loadFailed, retrying, reload] = usePluginSteps(adapter, preset, list, selected, headingRef, host);

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
        onRetry={retryList}
      />
    );
  else if (loadFailed) content = <ErrorScreen texts={l10n.errorScreen} headingRef={headingRef} busy={retrying} onReload={reload} />;
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
              <button type="button" className="bk-btn" data-variant="icon" aria-label={l10n.backButton} onClick={() => choose(null)}>
                <span aria-hidden="true">‹</span>
              </button>
            )}
            <h2 className="bk-title" ref={headingRef} tabIndex={-1}>
              {title}
            </h2>
          </div>
          {purchase ? (
            <purchase.PurchaseStep
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
