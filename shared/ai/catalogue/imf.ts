/**
 * IMF DataMapper indicators the AI may name: code, title, unit. The World Economic Outlook's headline
 * series (they run a few years into projections, which the server leaves out) and the Fiscal
 * Monitor's revenue and expenditure, whose DataMapper codes are lower-case.
 */
export const IMF_INDICATORS: ReadonlyArray<readonly [code: string, title: string, unit: string]> = [
  ['NGDP_RPCH', 'Real GDP growth', 'Annual percent change'],
  ['NGDPD', 'GDP, current prices', 'Billions of U.S. dollars'],
  ['NGDPDPC', 'GDP per capita, current prices', 'U.S. dollars per capita'],
  ['PPPGDP', 'GDP, current prices (PPP)', 'Billions of international dollars'],
  ['PPPPC', 'GDP per capita, current prices (PPP)', 'International dollars per capita'],
  ['PPPSH', 'GDP based on PPP, share of world', 'Percent of world'],
  ['PPPEX', 'Implied PPP conversion rate', 'National currency per international dollar'],
  ['PCPIPCH', 'Inflation rate, average consumer prices', 'Annual percent change'],
  ['PCPIEPCH', 'Inflation rate, end of period consumer prices', 'Annual percent change'],
  ['LUR', 'Unemployment rate', 'Percent'],
  ['LP', 'Population', 'Millions of people'],
  ['NID_NGDP', 'Total investment', 'Percent of GDP'],
  ['NGSD_NGDP', 'Gross national savings', 'Percent of GDP'],
  ['TX_RPCH', 'Volume of exports of goods and services', 'Annual percent change'],
  ['TM_RPCH', 'Volume of imports of goods and services', 'Annual percent change'],
  ['GGXCNL_NGDP', 'General government net lending/borrowing', 'Percent of GDP'],
  ['GGXWDG_NGDP', 'General government gross debt', 'Percent of GDP'],
  ['BCA', 'Current account balance', 'Billions of U.S. dollars'],
  ['BCA_NGDPD', 'Current account balance', 'Percent of GDP'],
  ['rev', 'Government revenue', 'Percent of GDP'],
  ['exp', 'Government expenditure', 'Percent of GDP'],
];
