import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { lazyPage, preloadPageAt } from '../../../src/app/pageLoaders';
import { PAGE_ROUTES } from '../../../src/app/routes';

/** The table row of `route`. */
function row(route: string) {
  const entry = PAGE_ROUTES.find((page) => page.path === route);
  if (!entry) throw new Error(`No route ${route}`);
  return entry;
}

/** Renders a table row's page inside a Suspense whose fallback says 'waiting'. */
function renderPage(route: string) {
  const Page = lazyPage(row(route));
  render(
    <MemoryRouter>
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('page loading', () => {
  it('renders the page at an address in the first commit once preloadPageAt has loaded it', async () => {
    // Any unknown address is the 404 page, matched as the router matches it.
    await preloadPageAt('/No/Such/Page', 30_000);
    renderPage('*');
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('loads any other page lazily, showing the fallback first', async () => {
    renderPage('/about');
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('resolves within the time allowed, never rejecting', async () => {
    await expect(preloadPageAt('/privacy', 0)).resolves.toBeUndefined();
  });
});
