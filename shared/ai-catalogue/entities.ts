/** Countries by ISO 3166 code (alpha-3, alpha-2) and the name sources use. */
export const COUNTRIES: ReadonlyArray<readonly [iso3: string, iso2: string, name: string]> = [
  ['USA', 'US', 'United States'],
  ['CHN', 'CN', 'China'],
  ['DEU', 'DE', 'Germany'],
  ['JPN', 'JP', 'Japan'],
  ['GBR', 'GB', 'United Kingdom'],
  ['FRA', 'FR', 'France'],
  ['IND', 'IN', 'India'],
  ['BRA', 'BR', 'Brazil'],
];

/** World Bank aggregates: the code the API takes, the id its data site uses in `locations=`, the name. */
export const WORLD_BANK_AGGREGATES: ReadonlyArray<readonly [code: string, id: string, name: string]> = [
  ['WLD', '1W', 'World'],
  ['EUU', 'EU', 'European Union'],
  ['EAS', 'Z4', 'East Asia & Pacific'],
  ['ECS', 'Z7', 'Europe & Central Asia'],
  ['LCN', 'ZJ', 'Latin America & Caribbean'],
  ['MEA', 'ZQ', 'Middle East & North Africa'],
  ['NAC', 'XU', 'North America'],
  ['SAS', '8S', 'South Asia'],
  ['SSF', 'ZG', 'Sub-Saharan Africa'],
];
