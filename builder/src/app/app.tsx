import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Layout } from './layout';
import { usePageViews } from './use-page-views';

// Every route is its own chunk, so the home page only downloads what it shows.
const HomeRoute = lazy(() => import('./routes/home'));
const NotFoundPage = lazy(() => import('./not-found-page'));

export function App() {
  usePageViews();
  return (
    <Layout>
      <Suspense fallback={null}>
        <Switch>
          <Route path="/" component={HomeRoute} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </Layout>
  );
}
