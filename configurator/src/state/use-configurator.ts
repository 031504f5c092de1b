import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ConfiguratorState, ConfiguratorStore } from './store';

export const StoreContext = createContext<ConfiguratorStore | null>(null);

/** The store, without subscribing: for components that only act (set, reset) or read at event time. */
export function useStore(): ConfiguratorStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useConfigurator must be used inside <Configurator>');
  return store;
}

/** The one bridge from the store to components: the whole state; the component renders on every change. */
export function useConfigurator(): [ConfiguratorState, ConfiguratorStore] {
  const store = useStore();
  return [useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot), store];
}

/**
 * One slice of the state: the component renders only when the slice changes. Updates copy only the path they
 * change, so an untouched slice keeps its identity (a colour edit re-renders that colour's field, not the tab).
 */
export function useConfiguratorSlice<T>(select: (state: ConfiguratorState) => T): T {
  const store = useStore();
  const get = () => select(store.getSnapshot());
  return useSyncExternalStore(store.subscribe, get, get);
}

/**
 * What makes a control's many changes one undo step: `begin` when its edit starts (the field takes the focus, a
 * drag starts), `end` when it is over (the focus leaves, the drag is released, the control goes away while still
 * being edited). Outside a configurator (a control's own tests) both do nothing.
 */
export function useEdit(): { begin(): void; end(): void } {
  const store = useContext(StoreContext);
  const end = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => end.current?.(), []);
  return useMemo(
    () => ({
      begin() {
        end.current?.();
        end.current = store?.beginEdit();
      },
      end() {
        end.current?.();
        end.current = undefined;
      },
    }),
    [store],
  );
}
