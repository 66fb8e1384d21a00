import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { lazyRoute } from '../lib/lazy-route';
import { Layout } from './layout';
import { usePageViews } from './use-page-views';

// Every route is its own chunk, so the home page only downloads what it shows.
const legalPages = () => import('../features/legal/components/legal-pages');
const VerificationResultPage = lazyRoute(() => import('../features/verification/components/verification-result-page'));
const ROUTES = [
  { path: '/', component: lazyRoute(() => import('./routes/home')) },
  { path: '/classic', component: lazyRoute(() => import('./routes/classic')) },
  { path: '/trending', component: lazyRoute(() => import('../features/trending/components/trending-page')) },
  { path: '/my-charts', component: lazyRoute(() => import('./routes/my-charts')) },
  { path: '/terms', component: lazyRoute(() => legalPages().then((m) => ({ default: m.TermsPage }))) },
  { path: '/privacy', component: lazyRoute(() => legalPages().then((m) => ({ default: m.PrivacyPage }))) },
  ...['/email-verified', '/verify-email'].map((path) => ({ path, component: VerificationResultPage })),
  { path: '/resend-verification', component: lazyRoute(() => import('../features/verification/components/resend-verification-page')) },
  { path: '/reset-password', component: lazyRoute(() => import('../features/auth/components/reset-password-page')) },
  { path: '/admin', component: lazyRoute(() => import('../features/admin/components/admin-login-page')) },
  { path: '/admin/dashboard', component: lazyRoute(() => import('../features/admin/components/admin-dashboard-page')) },
];
const NotFoundPage = lazyRoute(() => import('./not-found-page'));

/** Loads the code of the page at `pathname`, so the first render shows it without suspending. */
export function preloadRoute(pathname: string): Promise<unknown> {
  return (ROUTES.find((route) => route.path === pathname)?.component ?? NotFoundPage).preload();
}

export function App() {
  usePageViews();
  return (
    <Layout>
      <Suspense fallback={null}>
        <Switch>
          {ROUTES.map(({ path, component }) => (
            <Route key={path} path={path} component={component} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </Layout>
  );
}
