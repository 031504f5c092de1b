import { useRef } from 'react';
import { WidgetRoot } from '../shared/WidgetRoot';
import { MissingParams } from '../shared/MissingParams';
import { useResolvedConfig } from '../shared/widget-config';
import { PluginFlow } from './PluginFlow';
import type { PluginAdapter, PluginConfig, PluginWidgetProps } from './types';

/** A subscription or gift card widget: the missing-parameters message, else the plugin flow. */
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
    <WidgetRoot ref={rootRef} widget={adapter.widget} theme={config.theme} locale={config.localization.locale} styles={styles} listMinHeight={320}>
      {missing ? (
        <MissingParams message={config.localization.errors.missingParametersPlugin} />
      ) : (
        // The flow is rendered only once apiKey and companyId are known to exist: it builds the client.
        <PluginFlow adapter={adapter} config={config} props={props} host={() => props.host ?? rootRef.current} />
      )}
    </WidgetRoot>
  );
}
