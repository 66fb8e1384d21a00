/**
 * Words about the chart rather than the data: its type ("as a pie", "bars"), its layout ("by
 * continent", "rank", "over time"), and the words every question has that mean nothing to a plan.
 */
export type LayoutWord = 'pie' | 'bar' | 'line' | 'area' | 'by-continent' | 'map' | 'rank' | 'top' | 'over-time' | 'scatter' | 'size' | 'table';

export const LAYOUT_WORDS: ReadonlyArray<readonly [words: readonly string[], layout: LayoutWord]> = [
  [['pie', 'pie chart', 'as a pie', 'as a pie chart', 'in a pie chart', 'donut', 'doughnut'], 'pie'],
  [['bar', 'bars', 'bar chart', 'as bars', 'as a bar chart', 'in a bar chart', 'column chart', 'columns', 'bar graph'], 'bar'],
  [['line', 'line chart', 'as a line', 'as a line chart', 'line graph'], 'line'],
  [['area', 'area chart', 'as an area chart'], 'area'],
  [
    ['by continent', 'by continents', 'per continent', 'across continents', 'for each continent', 'for every continent', 'continents', 'each continent'],
    'by-continent',
  ],
  // Every country of a group at once: a map (map-plan.ts). "countries of Asia" reads as one too.
  [
    [
      'map',
      'maps',
      'map of',
      'on a map',
      'as a map',
      'in a map',
      'world map',
      'choropleth',
      'by country',
      'by countries',
      'per country',
      'across countries',
      'country by country',
      'for each country',
      'for every country',
      'each country',
      'every country',
      'all countries',
      'countries of',
      'countries in',
    ],
    'map',
  ],
  // Two measures of every country of a group, one across and one up (group-plan.ts).
  [['scatter', 'scatter plot', 'scatterplot', 'scatter chart', 'scatter graph', 'as a scatter plot', 'bubble chart', 'bubble plot', 'correlation'], 'scatter'],
  // The bubble's area: the measure after it.
  [['sized by', 'size by', 'bubble size', 'bubbles sized by', 'with bubbles sized by', 'bubble sized by'], 'size'],
  [['table', 'tables', 'a table', 'in a table', 'as a table', 'table of', 'tabulate', 'tabular'], 'table'],
  [['rank', 'ranked', 'ranking', 'rankings'], 'rank'],
  [['top', 'largest', 'biggest', 'highest', 'lowest', 'smallest', 'richest', 'poorest', 'most', 'least'], 'top'],
  [['over time', 'trend', 'history', 'evolution', 'change', 'changes', 'changed', 'growth over time'], 'over-time'],
];

/** Words and phrases a plan does not need: read, so they do not count as words the planner missed. */
export const FILLER_WORDS: readonly string[] = [
  ...'the a an of in on at to for from and or with vs v versus against compared compare comparison comparing between by per each every'.split(' '),
  ...'show me us please plot graph chart draw make give how what has have is was were are did does do which its their than as there'.split(' '),
  ...'countries country nations economies data figures numbers levels level rate total annual yearly terms according over since year years'.split(' '),
  'share of',
  'share of the',
  'the share of',
  'percentage of',
  'proportion of',
  'as a share of gdp',
  'as a percentage of gdp',
  'as % of gdp',
  'as a % of gdp',
  '% of gdp',
  'as a share of',
  'in trillions',
  'in billions',
  'in millions',
  'in dollars',
  'in us dollars',
  'in usd',
  'show us',
  'give us',
  'tell us',
  'let us',
  'how much',
  'how many',
  'i want',
  'can you',
  'side by side',
];
