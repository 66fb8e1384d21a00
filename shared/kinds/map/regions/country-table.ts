export const COUNTRY_TABLE: ReadonlyArray<readonly [string, string, string, string, string, string | null]> = [
  ['FRA', 'FR', '250', 'France', 'europe', 'ECS'],
  ['DEU', 'DE', '276', 'Germany', 'europe', 'ECS'],
  ['USA', 'US', '840', 'United States', 'north-america', 'NAC'],
  ['CAN', 'CA', '124', 'Canada', 'north-america', 'NAC'],
  ['NGA', 'NG', '566', 'Nigeria', 'africa', 'SSF'],
];
export const COUNTRY_VARIANTS: ReadonlyArray<readonly [string, string]> = [
  ['USA', 'USA'],
  ['Deutschland', 'DEU'],
];
