import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** Renders inside MantineProvider as a wrapper, so `rerender` keeps the provider (streaming tests rerender). */
export function renderWithMantine(ui: ReactNode) {
  return render(ui, { wrapper: ({ children }) => <MantineProvider>{children}</MantineProvider> });
}
