/** Query keys that more than one feature touches, defined once (the first element is the URL). */
export const queryKeys = {
  userCharts: ['/api/user/charts'] as const,
  trending: ['/api/trending-charts'] as const,
};
