import { useEffect } from 'react';

export type AppState = 'loading' | 'ready' | 'error';

/**
 * Mirrors the startup state on the #root element as data-app-state, so
 * end-to-end tests wait for "ready" instead of sleeping.
 */
export function useAppStateAttribute(state: AppState): void {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-app-state', state);
  }, [state]);
}
