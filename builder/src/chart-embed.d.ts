import type { ChartSpec } from '@shared/spec/chart-spec';

// React 19 passes these to the custom element as properties (once it is defined).
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'chart-embed': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        spec?: ChartSpec | null;
        src?: string;
        theme?: string;
        height?: number;
        plain?: boolean;
        transparent?: boolean;
        static?: boolean;
      };
    }
  }
}
