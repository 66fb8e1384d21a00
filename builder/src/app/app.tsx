import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Layout } from './layout';
import { usePageViews } from './use-page-views';

// Every route is its own chunk, so the home page only downloads what it shows.
const HomeRoute = lazy(() => import('./routes/home'));
const ClassicRoute = lazy(() => import('./routes/classic'));
const TrendingPage = lazy(() => import('../features/trending/components/trending-page'));
const MyChartsRoute = lazy(() => import('./routes/my-charts'));
const VerificationResultPage = lazy(() => import('../features/verification/components/verification-result-page'));
const ResendVerificationPage = lazy(() => import('../features/verification/components/resend-verification-page'));
const AdminLoginPage = lazy(() => import('../features/admin/components/admin-login-page'));
const AdminDashboardPage = lazy(() => import('../features/admin/components/admin-dashboard-page'));
const TermsPage = lazy(() => import('../features/legal/components/legal-pages').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('../features/legal/components/legal-pages').then((m) => ({ default: m.PrivacyPage })));
const NotFoundPage = lazy(() => import('./not-found-page'));

export function App() {
  usePageViews();
  return (
    <Layout>
      <Suspense fallback={null}>
        <Switch>
          <Route path="/" component={HomeRoute} />
          <Route path="/classic" component={ClassicRoute} />
          <Route path="/trending" component={TrendingPage} />
          <Route path="/my-charts" component={MyChartsRoute} />
          <Route path="/terms" component={TermsPage} />
          <Route path="/privacy" component={PrivacyPage} />
          <Route path="/email-verified" component={VerificationResultPage} />
          <Route path="/verify-email" component={VerificationResultPage} />
          <Route path="/resend-verification" component={ResendVerificationPage} />
          <Route path="/admin" component={AdminLoginPage} />
          <Route path="/admin/dashboard" component={AdminDashboardPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </Layout>
  );
}
