import { useSyncExternalStore } from 'react';
import type { PartialClient } from '@bookla/runtime/client-core';

/** The client's sign-in state; the widget re-renders when the page signs the visitor in or out. */
export const useAuth = (client: PartialClient<never>) => useSyncExternalStore(client.auth.subscribe, client.auth.getSnapshot);
