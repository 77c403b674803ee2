import { Route, Routes } from 'react-router-dom';
import { FirstScreenProvider } from '../api/servedAnswers/servedAnswers';
import { lazyPage } from './pageLoaders';
import { PAGE_ROUTES, type PageRoute } from './routes';
import { RequireLogin } from './RequireLogin';
import { Layout } from './shell/Layout';

/** The element of one table row: its lazy page, guarded when login is required. */
function pageElement(route: PageRoute) {
  const Page = lazyPage(route);
  const page = <Page />;
  if (!route.loginRequired) return page;
  return (
    <RequireLogin drawnWhileSessionLoads={route.drawnWhileSessionLoads === true}>
      {page}
    </RequireLogin>
  );
}

/** Every route of the site's page table (src/app/routes.ts) inside the shell. */
export function AppRoutes() {
  return (
    <FirstScreenProvider>
      <Routes>
        <Route element={<Layout />}>
          {PAGE_ROUTES.map((route) =>
            route.path === '/' ? (
              <Route key={route.path} index element={pageElement(route)} />
            ) : (
              <Route
                key={route.path}
                path={route.path === '*' ? '*' : route.path.slice(1)}
                element={pageElement(route)}
              />
            ),
          )}
        </Route>
      </Routes>
    </FirstScreenProvider>
  );
}
