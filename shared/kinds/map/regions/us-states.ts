export const US_STATES: ReadonlyArray<readonly [string, string, string]> = [
  ['CA', '06', 'California'],
  ['TX', '48', 'Texas'],
  ['DE', '10', 'Delaware'],
];
