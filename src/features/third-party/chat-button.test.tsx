import { screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { ChatButton } from './chat-button';

vi.mock('@/config/env', () => ({ env: { VITE_CHAT_PHONE_NUMBER: '390456831234' } }));

async function renderAt(path: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <div data-testid="page">
        <ChatButton />
      </div>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await renderWithProviders(<RouterProvider router={router} />);
  await screen.findByTestId('page');
}

describe('the floating chat button', () => {
  it.each(['/', '/en/tour/pojega', '/staffetta'])('is offered to visitors on %s', async (path) => {
    await renderAt(path);
    expect(screen.getByRole('link', { name: /Scrivici su WhatsApp/ })).toBeVisible();
  });

  it.each(['/staff', '/en/staff', '/staff?vista=giornata'])(
    'is not in the staff area (%s), where it covered the check-in on a phone',
    async (path) => {
      await renderAt(path);
      expect(screen.queryByRole('link', { name: /Scrivici su WhatsApp/ })).toBeNull();
    },
  );
});
