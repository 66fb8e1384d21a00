import { lazy, type ComponentType } from 'react';
import type { RouteComponentProps } from 'wouter';

/**
 * `React.lazy` with a `preload()`: once its module has arrived the component renders at once
 * instead of suspending. It matters for the first page: React 19 holds a suspended boundary's
 * content for 300 ms after its fallback shows, which put the landing page's first paint 300 ms
 * after its code had arrived (main.tsx preloads the route a visitor opens before the first render).
 */
export function lazyRoute<T extends ComponentType<RouteComponentProps>>(load: () => Promise<{ default: T }>) {
  let loaded: { default: T } | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  // A thenable that resolves synchronously: React reads the module in the same render.
  const component = lazy(() =>
    loaded ? ({ then: (resolve: (m: { default: T }) => void) => resolve(loaded!) } as unknown as Promise<{ default: T }>) : preload(),
  );
  return Object.assign(component, { preload });
}
