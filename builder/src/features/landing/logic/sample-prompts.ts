/** Questions the planner reads whole, so every server answers them, with a model or without (sample-prompts.test.ts). */
export const SAMPLE_PROMPTS = [
  'Apple vs Microsoft revenue over the last 5 years',
  'Population by continent as a pie chart',
  'GDP growth vs inflation in the US since 2010',
];
