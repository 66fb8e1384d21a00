import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Layout } from './layout';
import { usePageViews } from './use-page-views';

// Every route is its own chunk, so the home page only downloads what it shows.
const LandingPage = lazy(() => import('../features/landing/components/landing-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

export function App() {
  usePageViews();
  return (
    <Layout>
      <Suspense fallback={null}>
        <Switch>
          <Route path="/" component={LandingPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </Layout>
  );
}
