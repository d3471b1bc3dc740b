import { Outlet, Route, Routes } from '@edu/shared/router';
import { ROUTES, type LayoutName } from '@edu/shared/pages';
import { Layout } from '../layouts/layout';
import { GuardedRoute } from '../guard/guarded-route';
import { RouteBody } from './route-body';
import { RouteTitle } from './route-title';

const LAYOUTS: LayoutName[] = ['default', 'empty', 'mobienglish', 'mobile-payment', 'profile', 'none'];

/**
 * The route table as react-router routes, grouped by layout so the header and footer stay mounted
 * while navigating between pages of one layout.
 */
export function AppRoutes() {
  return (
    <Routes>
      {LAYOUTS.map((layout) => (
        <Route
          key={layout}
          element={
            <Layout name={layout}>
              <Outlet />
            </Layout>
          }
        >
          {ROUTES.filter((r) => r.layout === layout).map((entry) => (
            <Route
              key={entry.path}
              path={entry.path}
              element={
                <GuardedRoute>
                  <RouteTitle title={entry.title} />
                  <RouteBody entry={entry} />
                </GuardedRoute>
              }
            />
          ))}
        </Route>
      ))}
    </Routes>
  );
}
