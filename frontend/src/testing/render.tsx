import type { PublicUser } from '@pkr/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from '@/components/ui/toast/toaster';
import { createQueryClient } from '@/lib/query-client';

export const alice: PublicUser = {
  id: '3f1c6a4e-8a47-4d3c-9a5e-2b1f0c9d7e61',
  username: 'alice',
  balance: 1250.75,
  isAdmin: false,
  phone: 'alice@example.com',
  createdAt: '2025-01-01T00:00:00.000Z',
  avatarColor: 'blue',
  selectedAccessories: '[]',
  avatarAccessories: '[]',
  dateOfBirthRequired: false,
  language: 'en',
};

/** Renders a screen at `path` (a query string is kept for the screen) with the app's providers; other paths show their own name. */
export function renderAt(path: string, element: ReactNode, queryClient: QueryClient = createQueryClient()) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={element} />
          <Route path="*" element={<p>Other page</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
