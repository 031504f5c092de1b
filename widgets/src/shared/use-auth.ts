import { useSyncExternalStore } from 'react';
import type { AuthController } from '@bookla/runtime/client';

/** The client's sign-in state; the widget re-renders when the page signs the visitor in or out. */
export const useAuth = (client: { auth: AuthController }) => useSyncExternalStore(client.auth.subscribe, client.auth.getSnapshot);
