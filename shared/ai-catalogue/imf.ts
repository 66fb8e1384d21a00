/** IMF DataMapper (World Economic Outlook) indicators the AI may name: code, title, unit. */
export const IMF_INDICATORS: ReadonlyArray<readonly [code: string, title: string, unit: string]> = [
  ['NGDP_RPCH', 'Real GDP growth', 'Annual percent change'],
  ['PCPIPCH', 'Inflation rate, average consumer prices', 'Annual percent change'],
  ['LUR', 'Unemployment rate', 'Percent'],
  ['NGDPD', 'GDP, current prices', 'Billions of U.S. dollars'],
  ['NGDPDPC', 'GDP per capita, current prices', 'U.S. dollars per capita'],
  ['GGXWDG_NGDP', 'General government gross debt', 'Percent of GDP'],
];
