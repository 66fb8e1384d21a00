import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { recordPageView } from '../features/analytics/api/record-page-view';

/** Reports a page view on every route change (docs/api.md, Page views). */
export function usePageViews(): void {
  const [location] = useLocation();
  useEffect(() => {
    recordPageView(location, document.referrer);
  }, [location]);
}
