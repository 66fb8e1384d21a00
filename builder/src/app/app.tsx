import { Suspense } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { lazyRoute } from '../lib/lazy-route';
import { useDocumentTitle } from './document-title';
import { Layout } from './layout';
import { usePageViews } from './use-page-views';

// Every route is its own chunk, so the home page only downloads what it shows.
const legalPages = () => import('../features/legal/components/legal-pages');
const VerificationResultPage = lazyRoute(() => import('../features/verification/components/verification-result-page'));
const ROUTES = [
  { path: '/', title: null, component: lazyRoute(() => import('./routes/home')) },
  { path: '/classic', title: 'Charts from a sentence', component: lazyRoute(() => import('./routes/classic')) },
  { path: '/trending', title: 'Trending', component: lazyRoute(() => import('../features/trending/components/trending-page')) },
  { path: '/my-charts', title: 'My Charts', component: lazyRoute(() => import('./routes/my-charts')) },
  { path: '/terms', title: 'Terms of Service', component: lazyRoute(() => legalPages().then((m) => ({ default: m.TermsPage }))) },
  { path: '/privacy', title: 'Privacy Policy', component: lazyRoute(() => legalPages().then((m) => ({ default: m.PrivacyPage }))) },
  ...['/email-verified', '/verify-email'].map((path) => ({ path, title: 'Email verification', component: VerificationResultPage })),
  {
    path: '/resend-verification',
    title: 'Resend verification email',
    component: lazyRoute(() => import('../features/verification/components/resend-verification-page')),
  },
  { path: '/reset-password', title: 'Reset password', component: lazyRoute(() => import('../features/auth/components/reset-password-page')) },
  { path: '/admin', title: 'Admin', component: lazyRoute(() => import('../features/admin/components/admin-login-page')) },
  { path: '/admin/dashboard', title: 'Admin dashboard', component: lazyRoute(() => import('../features/admin/components/admin-dashboard-page')) },
];
const NotFoundPage = lazyRoute(() => import('./not-found-page'));

/** The page's part of the tab title (docs/product.md, Routes), by the route the router matches; null on the home page. */
export function usePageTitle(): string | null {
  const router = useRouter();
  const [location] = useLocation();
  const route = ROUTES.find(({ path }) => matchRoute(router.parser, path, location)[0]);
  return route ? route.title : 'Page not found';
}

/** Loads the code of the page at `pathname`, so the first render shows it without suspending. */
export function preloadRoute(pathname: string): Promise<unknown> {
  return (ROUTES.find((route) => route.path === pathname)?.component ?? NotFoundPage).preload();
}

export function App() {
  usePageViews();
  useDocumentTitle(usePageTitle());
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
