import { Route, Routes } from 'react-router-dom';
import { lazyPage } from './pageLoaders';
import { SITE_PAGE_TABLE, type SitePageEntry } from './pages';
import { RequireLogin } from './RequireLogin';
import { Layout } from './shell/Layout';

/** The element of one table row: its lazy page with its props, guarded when login is required. */
function pageElement(entry: SitePageEntry) {
  const Page = lazyPage(entry);
  const page = <Page {...entry.props} />;
  return entry.loginRequired ? <RequireLogin>{page}</RequireLogin> : page;
}

/** Every route of the site's page table (src/app/pages.ts) inside the shell. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {SITE_PAGE_TABLE.map((entry) =>
          entry.route === '/' ? (
            <Route key={entry.route} index element={pageElement(entry)} />
          ) : (
            <Route
              key={entry.route}
              path={entry.route === '*' ? '*' : entry.route.slice(1)}
              element={pageElement(entry)}
            />
          ),
        )}
      </Route>
    </Routes>
  );
}
