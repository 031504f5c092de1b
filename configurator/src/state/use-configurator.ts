import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ConfiguratorState, ConfiguratorStore } from './store';

export const StoreContext = createContext<ConfiguratorStore | null>(null);

/** The one bridge from the store to components. */
export function useConfigurator(): [ConfiguratorState, ConfiguratorStore] {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useConfigurator must be used inside <Configurator>');
  return [useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot), store];
}
