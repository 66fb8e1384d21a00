import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadRoute } from './app/app';
import './app/styles.css';
import { queryClient } from './lib/query-client';

// The page's own code first (a few ms on a warm connection), so it paints without a fallback; a
// chunk that fails to load still renders, and the route's Suspense reports it as before. (A
// `then`, not a top-level await, which would split the shell into many more chunks.)
void preloadRoute(location.pathname)
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
