import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from '../../src/api/swrConfig';
import { createMockFetcher, type MockApi } from '../../stories/fixtures/mockApi';

function Location() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.hash}</span>;
}

/** Renders `element` on `path` (a route pattern) at `url`, with SWR answering from `api`. */
export function renderPage(
  element: ReactElement,
  { api = {}, path = '*', url = '/' }: { api?: MockApi; path?: string; url?: string } = {},
) {
  const fetcher = createMockFetcher(api);
  return render(
    <SWRConfig value={{ ...swrConfig, fetcher, provider: () => new Map() }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </SWRConfig>,
  );
}
