/** World Development Indicators the AI may name: the code, then the World Bank's title. */
export const WORLD_BANK_INDICATORS: ReadonlyArray<readonly [code: string, title: string]> = [
  ['NY.GDP.MKTP.CD', 'GDP (current US$)'],
  ['NY.GDP.MKTP.KD.ZG', 'GDP growth (annual %)'],
  ['NY.GDP.PCAP.CD', 'GDP per capita (current US$)'],
  ['FP.CPI.TOTL.ZG', 'Inflation, consumer prices (annual %)'],
  ['SP.POP.TOTL', 'Population, total'],
  ['SL.UEM.TOTL.ZS', 'Unemployment, total (% of total labor force) (modeled ILO estimate)'],
  ['SP.DYN.LE00.IN', 'Life expectancy at birth, total (years)'],
  ['EN.GHG.CO2.MT.CE.AR5', 'Carbon dioxide (CO2) emissions (total) excluding LULUCF (Mt CO2e)'],
];
