/** Tables in the server image: drawn by the server layer's work (issue 49); empty until then. */
import type { ChartSpec } from '../../spec/chart-spec';

export const tableSvg = (_spec: ChartSpec): string => '';
