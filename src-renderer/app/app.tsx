import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createHashRouter, RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { routes } from './routes';

interface AppProps {
  queryClient?: QueryClient;
}

/**
 * Hash routing: the page is served from app://verity/ in Electron and from
 * http://127.0.0.1:PORT/ headless, and neither serves index.html for deep paths.
 */
export function App({ queryClient }: AppProps) {
  const [router] = useState(() => createHashRouter(routes));
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
