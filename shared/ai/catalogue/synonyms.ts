/**
 * The words people use for the catalogue's measures and entities, for the planner that reads a
 * question without a model (shared/ai/planner). Data, not code: a missing word is one line here.
 * Each measure lists its codes in the order a plan should prefer them; the planner keeps the first
 * one whose source holds every entity and period the question names. Catalogue titles are read as
 * well (shared/ai/planner/measures.ts), so only the words a title does not say are here.
 */
import type { SourceId } from '../ai-plan';

export type MeasureCode = readonly [source: SourceId, indicator: string];

export const MEASURE_SYNONYMS: ReadonlyArray<readonly [words: readonly string[], codes: readonly MeasureCode[]]> = [
  [
    ['gdp', 'gross domestic product', 'economy', 'economic output', 'size of the economy'],
    [
      ['worldbank', 'NY.GDP.MKTP.CD'],
      ['imf', 'NGDPD'],
    ],
  ],
  [
    ['gdp growth', 'economic growth', 'growth'],
    [
      ['worldbank', 'NY.GDP.MKTP.KD.ZG'],
      ['imf', 'NGDP_RPCH'],
    ],
  ],
  [
    ['real gdp growth', 'real growth'],
    [
      ['imf', 'NGDP_RPCH'],
      ['worldbank', 'NY.GDP.MKTP.KD.ZG'],
    ],
  ],
  [
    ['gdp per capita', 'gdp per head', 'gdp per person', 'income per person', 'income per head'],
    [
      ['worldbank', 'NY.GDP.PCAP.CD'],
      ['imf', 'NGDPDPC'],
      ['owid', 'gdp-per-capita-worldbank'],
    ],
  ],
  [
    ['gdp per capita at purchasing power parity', 'gdp per capita ppp', 'gdp per capita in ppp terms', 'gdp per head ppp', 'gdp per capita at ppp'],
    [
      ['imf', 'PPPPC'],
      ['worldbank', 'NY.GDP.PCAP.PP.CD'],
    ],
  ],
  [['share of world gdp', 'share of world gdp in ppp terms', 'share of world gdp at ppp', 'share of global gdp'], [['imf', 'PPPSH']]],
  [
    ['inflation', 'inflation rate', 'consumer price inflation', 'cpi inflation', 'price rises'],
    [
      ['worldbank', 'FP.CPI.TOTL.ZG'],
      ['imf', 'PCPIPCH'],
    ],
  ],
  [['end of year inflation', 'end of period inflation', 'year end inflation'], [['imf', 'PCPIEPCH']]],
  [
    ['unemployment', 'unemployment rate', 'jobless rate', 'joblessness'],
    [
      ['worldbank', 'SL.UEM.TOTL.ZS'],
      ['imf', 'LUR'],
    ],
  ],
  [['youth unemployment'], [['worldbank', 'SL.UEM.1524.ZS']]],
  [
    ['population', 'people', 'inhabitants', 'number of people', 'how many people live in', 'how many people'],
    [
      ['worldbank', 'SP.POP.TOTL'],
      ['owid', 'population'],
      ['imf', 'LP'],
    ],
  ],
  [
    ['life expectancy', 'lifespan', 'life span'],
    [
      ['worldbank', 'SP.DYN.LE00.IN'],
      ['owid', 'life-expectancy'],
    ],
  ],
  [['life expectancy for women', 'life expectancy of women', 'female life expectancy', "women's life expectancy"], [['worldbank', 'SP.DYN.LE00.FE.IN']]],
  [['life expectancy for men', 'life expectancy of men', 'male life expectancy', "men's life expectancy"], [['worldbank', 'SP.DYN.LE00.MA.IN']]],
  [['infant mortality', 'infant mortality rate', 'infant deaths'], [['worldbank', 'SP.DYN.IMRT.IN']]],
  [
    ['child mortality', 'child mortality rate', 'under 5 mortality', 'under five mortality'],
    [
      ['worldbank', 'SH.DYN.MORT'],
      ['owid', 'child-mortality'],
    ],
  ],
  [
    ['fertility rate', 'fertility', 'birth rate per woman', 'children per woman', 'births per woman'],
    [
      ['worldbank', 'SP.DYN.TFRT.IN'],
      ['owid', 'children-born-per-woman'],
    ],
  ],
  [
    [
      'co2 emissions per person',
      'co2 emissions per capita',
      'co2 per person',
      'co2 per capita',
      'carbon emissions per person',
      'carbon emissions per capita',
      'emissions per person',
      'emissions per capita',
    ],
    [
      ['worldbank', 'EN.GHG.CO2.PC.CE.AR5'],
      ['owid', 'co2-emissions-per-capita'],
    ],
  ],
  [
    ['co2 emissions', 'annual co2 emissions', 'carbon emissions', 'co2', 'carbon dioxide emissions', 'emissions'],
    [
      ['worldbank', 'EN.GHG.CO2.MT.CE.AR5'],
      ['owid', 'annual-co2-emissions-per-country'],
    ],
  ],
  [
    ['greenhouse gas emissions', 'ghg emissions'],
    [
      ['worldbank', 'EN.GHG.ALL.MT.CE.AR5'],
      ['owid', 'total-ghg-emissions'],
    ],
  ],
  [
    [
      'internet users',
      'internet use',
      'internet usage',
      'people using the internet',
      'internet access',
      'share of people using the internet',
      'share of the population using the internet',
    ],
    [
      ['worldbank', 'IT.NET.USER.ZS'],
      ['owid', 'share-of-individuals-using-the-internet'],
    ],
  ],
  [
    [
      'mobile phone subscriptions',
      'mobile subscriptions',
      'mobile phones',
      'cell phone subscriptions',
      'mobile phone subscriptions per 100 people',
      'mobile subscriptions per 100 people',
    ],
    [
      ['worldbank', 'IT.CEL.SETS.P2'],
      ['owid', 'mobile-cellular-subscriptions-per-100-people'],
    ],
  ],
  [
    ['military spending', 'military expenditure', 'defence spending', 'defense spending', 'military budget', 'military spending as a share of gdp'],
    [
      ['worldbank', 'MS.MIL.XPND.GD.ZS'],
      ['owid', 'military-expenditure-share-gdp'],
    ],
  ],
  [['exports', 'exports as a percentage of gdp', 'exports as a share of gdp'], [['worldbank', 'NE.EXP.GNFS.ZS']]],
  [['imports', 'imports as a percentage of gdp', 'imports as a share of gdp'], [['worldbank', 'NE.IMP.GNFS.ZS']]],
  [['trade'], [['worldbank', 'NE.TRD.GNFS.ZS']]],
  [
    ['access to electricity', 'electricity access', 'electrification'],
    [
      ['worldbank', 'EG.ELC.ACCS.ZS'],
      ['owid', 'share-of-the-population-with-access-to-electricity'],
    ],
  ],
  [
    ['forest cover', 'forest cover as a share of land', 'forest area', 'forests', 'forest', 'forest cover as a share of land area'],
    [
      ['worldbank', 'AG.LND.FRST.ZS'],
      ['owid', 'forest-area-as-share-of-land-area'],
    ],
  ],
  [
    [
      'health spending per person',
      'health spending per capita',
      'health expenditure per person',
      'health expenditure per capita',
      'healthcare spending per person',
      'healthcare spending per capita',
    ],
    [['worldbank', 'SH.XPD.CHEX.PC.CD']],
  ],
  [['health spending', 'health expenditure', 'healthcare spending'], [['worldbank', 'SH.XPD.CHEX.GD.ZS']]],
  [
    ['urban population share', 'share of urban population', 'urbanisation', 'urbanization', 'urban share', 'share living in cities'],
    [
      ['worldbank', 'SP.URB.TOTL.IN.ZS'],
      ['owid', 'share-of-population-urban'],
    ],
  ],
  [
    ['gini', 'gini index', 'gini coefficient', 'income inequality', 'inequality'],
    [
      ['worldbank', 'SI.POV.GINI'],
      ['owid', 'economic-inequality-gini-index'],
    ],
  ],
  [
    [
      'renewable share of final energy consumption',
      'renewable energy share',
      'share of renewable energy',
      'renewable energy consumption',
      'renewables share of energy',
    ],
    [['worldbank', 'EG.FEC.RNEW.ZS']],
  ],
  [
    [
      'share of electricity from renewables',
      'renewable electricity',
      'electricity from renewables',
      'renewables share of electricity',
      'share of electricity from renewable sources',
    ],
    [
      ['owid', 'share-electricity-renewables'],
      ['worldbank', 'EG.ELC.RNEW.ZS'],
    ],
  ],
  [
    ['share of electricity from solar', 'solar share of electricity', 'electricity from solar', 'solar electricity', 'solar power share'],
    [['owid', 'share-electricity-solar']],
  ],
  [['share of electricity from wind', 'wind share of electricity', 'electricity from wind', 'wind electricity'], [['owid', 'share-electricity-wind']]],
  [['share of electricity from nuclear', 'nuclear share of electricity', 'electricity from nuclear'], [['owid', 'share-electricity-nuclear']]],
  [['share of electricity from coal', 'electricity from coal'], [['owid', 'share-electricity-coal']]],
  [
    ['current account balance', 'current account', 'current account balance as % of gdp', 'current account balance as a share of gdp'],
    [
      ['imf', 'BCA_NGDPD'],
      ['worldbank', 'BN.CAB.XOKA.GD.ZS'],
    ],
  ],
  [
    ['government budget balance', 'budget balance', 'budget deficit', 'government deficit', 'fiscal balance', 'deficit'],
    [
      ['imf', 'GGXCNL_NGDP'],
      ['worldbank', 'GC.NLD.TOTL.GD.ZS'],
    ],
  ],
  [
    ['government debt', 'public debt', 'national debt', 'debt to gdp', 'sovereign debt'],
    [
      ['imf', 'GGXWDG_NGDP'],
      ['worldbank', 'GC.DOD.TOTL.GD.ZS'],
    ],
  ],
  [['government revenue', 'public revenue', 'tax and revenue'], [['imf', 'rev']]],
  [['government spending', 'government expenditure', 'public spending', 'public expenditure', 'spending'], [['imf', 'exp']]],
  [
    [
      'extreme poverty',
      'population in extreme poverty',
      'share in extreme poverty',
      'poverty rate',
      'poverty',
      'people in extreme poverty',
      'people living in extreme poverty',
      'people in poverty',
      'people living in poverty',
    ],
    [
      ['owid', 'share-of-population-in-extreme-poverty'],
      ['worldbank', 'SI.POV.DDAY'],
    ],
  ],
  [['human development index', 'hdi'], [['owid', 'human-development-index']]],
  [['life satisfaction', 'happiness', 'wellbeing'], [['owid', 'happiness-cantril-ladder']]],
  [['literacy', 'literacy rate'], [['worldbank', 'SE.ADT.LITR.ZS']]],
  [
    ['revenue', 'revenues'],
    [
      ['sec', 'revenue'],
      ['imf', 'rev'],
    ],
  ],
  [['sales', 'net sales', 'turnover'], [['sec', 'revenue']]],
  [['net income', 'profit', 'profits', 'earnings', 'net profit'], [['sec', 'net-income']]],
  [['operating income', 'operating profit'], [['sec', 'operating-income']]],
  [['gross profit'], [['sec', 'gross-profit']]],
  [['eps', 'diluted eps', 'earnings per share', 'diluted earnings per share'], [['sec', 'eps']]],
  [['dividends', 'dividend', 'dividends per share'], [['sec', 'dividends-per-share']]],
  [
    ['r&d', 'research and development', 'r&d spending'],
    [
      ['sec', 'research-and-development'],
      ['worldbank', 'GB.XPD.RSDV.GD.ZS'],
    ],
  ],
  [['total assets', 'assets'], [['sec', 'total-assets']]],
  [['cash', 'cash and cash equivalents'], [['sec', 'cash']]],
  [['free cash flow', 'operating cash flow', 'cash flow'], [['sec', 'operating-cash-flow']]],
  [['capex', 'capital expenditure'], [['sec', 'capex']]],
  [['share price', 'stock price', 'stock', 'shares', 'price', 'prices', 'stock market', 'close', 'closing price'], [['prices', 'close']]],
];

/** Names and short names of countries and groups the catalogue spells otherwise: word → ISO3 or aggregate code. */
export const PLACE_SYNONYMS: ReadonlyArray<readonly [words: readonly string[], code: string]> = [
  [['us', 'u s', 'usa', 'america', 'the united states', 'united states of america', 'the states'], 'USA'],
  [['uk', 'u k', 'britain', 'great britain', 'england'], 'GBR'],
  [['south korea', 'korea'], 'KOR'],
  [['north korea'], 'PRK'],
  [['russia'], 'RUS'],
  [['turkey', 'türkiye'], 'TUR'],
  [['iran'], 'IRN'],
  [['egypt'], 'EGY'],
  [['vietnam'], 'VNM'],
  [['venezuela'], 'VEN'],
  [['czech republic'], 'CZE'],
  [['slovakia'], 'SVK'],
  [['holland', 'the netherlands'], 'NLD'],
  [['ivory coast'], 'CIV'],
  [['syria'], 'SYR'],
  [['laos'], 'LAO'],
  [['yemen'], 'YEM'],
  [['eu', 'the eu', 'european union'], 'EUU'],
  [['eurozone', 'euro zone', 'euro area'], 'EMU'],
  [['oecd', 'oecd countries'], 'OED'],
  [['high income countries', 'rich countries'], 'HIC'],
  [['low income countries', 'poor countries'], 'LIC'],
  [['middle east'], 'MEA'],
  [['latin america'], 'LCN'],
];

/** Words for several aggregates at once: World Bank codes. */
export const PLACE_GROUPS: ReadonlyArray<readonly [words: readonly string[], codes: readonly string[]]> = [
  [
    [
      'by income group',
      'income groups',
      'each income group',
      'high upper middle lower middle and low income countries',
      'high upper middle lower middle and low income',
    ],
    ['HIC', 'UMC', 'LMC', 'LIC'],
  ],
];

/** The world, as every source that holds it writes it. */
export const WORLD_WORDS: readonly string[] = ['world', 'the world', 'global', 'globally', 'worldwide', 'the globe'];

/** Continents as OWID names them, with the words people use. */
export const CONTINENT_SYNONYMS: ReadonlyArray<readonly [words: readonly string[], name: string]> = [
  [['africa'], 'Africa'],
  [['asia'], 'Asia'],
  [['europe'], 'Europe'],
  [['north america'], 'North America'],
  [['south america'], 'South America'],
  [['oceania', 'australasia'], 'Oceania'],
];

/**
 * Companies people name, with their US ticker: the largest US-listed ones. SEC EDGAR knows every
 * ticker; a ticker written in capitals is read even when it is not here.
 */
export const COMPANIES: ReadonlyArray<readonly [ticker: string, names: readonly string[]]> = [
  ['AAPL', ['apple']],
  ['MSFT', ['microsoft']],
  ['NVDA', ['nvidia']],
  ['AMZN', ['amazon']],
  ['GOOGL', ['alphabet', 'google']],
  ['META', ['meta', 'facebook']],
  ['TSLA', ['tesla']],
  ['BRK-B', ['berkshire hathaway', 'berkshire']],
  ['JPM', ['jpmorgan', 'jp morgan', 'jpmorgan chase']],
  ['V', ['visa']],
  ['MA', ['mastercard']],
  ['WMT', ['walmart']],
  ['KO', ['coca cola', 'coke']],
  ['PEP', ['pepsico', 'pepsi']],
  ['NFLX', ['netflix']],
  ['INTC', ['intel']],
  ['AMD', ['amd', 'advanced micro devices']],
  ['ORCL', ['oracle']],
  ['IBM', ['ibm']],
  ['CSCO', ['cisco']],
  ['ADBE', ['adobe']],
  ['CRM', ['salesforce']],
  ['DIS', ['disney', 'walt disney']],
  ['NKE', ['nike']],
  ['MCD', ['mcdonalds', 'mcdonald']],
  ['SBUX', ['starbucks']],
  ['COST', ['costco']],
  ['HD', ['home depot']],
  ['PG', ['procter & gamble', 'procter and gamble']],
  ['JNJ', ['johnson & johnson', 'johnson and johnson']],
  ['PFE', ['pfizer']],
  ['MRK', ['merck']],
  ['LLY', ['eli lilly', 'lilly']],
  ['UNH', ['unitedhealth', 'unitedhealth group']],
  ['XOM', ['exxon', 'exxonmobil', 'exxon mobil']],
  ['CVX', ['chevron']],
  ['BA', ['boeing']],
  ['F', ['ford']],
  ['GM', ['general motors']],
  ['UBER', ['uber']],
  ['ABNB', ['airbnb']],
  ['PYPL', ['paypal']],
  ['QCOM', ['qualcomm']],
  ['AVGO', ['broadcom']],
  ['T', ['at&t']],
  ['VZ', ['verizon']],
  ['BAC', ['bank of america']],
  ['GS', ['goldman sachs']],
];

/** Indices and crypto by the words people use; symbols as shared/ai/catalogue/prices.ts spells them. */
export const MARKET_SYNONYMS: ReadonlyArray<readonly [words: readonly string[], symbol: string]> = [
  [['s&p 500', 's&p', 'sp500', 's and p 500', 'the s&p 500'], '^SPX'],
  [['dow jones', 'dow', 'dow jones industrial average', 'the dow'], '^DJI'],
  [['nasdaq', 'nasdaq composite'], '^NDQ'],
  [['nasdaq 100'], '^NDX'],
  [['bitcoin', 'btc'], 'BTC.V'],
  [['ethereum', 'ether', 'eth'], 'ETH.V'],
];

/** Words that name a source: "according to the IMF" asks for that source's series. */
export const SOURCE_SYNONYMS: ReadonlyArray<readonly [words: readonly string[], source: SourceId]> = [
  [['imf', 'the imf', 'according to the imf', 'international monetary fund', 'from the imf', 'weo'], 'imf'],
  [['world bank', 'the world bank', 'according to the world bank', 'from the world bank', 'wdi'], 'worldbank'],
  [['our world in data', 'owid', 'according to our world in data'], 'owid'],
  [['sec', 'edgar', 'sec edgar', '10 k', '10k'], 'sec'],
];
