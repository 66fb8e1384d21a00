/**
 * Market symbols worth naming to the model. Shares need no list (any US ticker works); indices and
 * crypto do, because the default provider, Stooq, spells them its own way: a caret for indices and a
 * ".V" suffix for crypto, and a symbol without either is read as a US share ("btcusd" → btcusd.us).
 */
export const PRICE_INDICATOR = 'close';

export const PRICE_INDICES: ReadonlyArray<readonly [symbol: string, name: string]> = [
  ['^SPX', 'S&P 500'],
  ['^DJI', 'Dow Jones Industrial Average'],
  ['^NDQ', 'Nasdaq Composite'],
  ['^NDX', 'Nasdaq 100'],
];

export const PRICE_CRYPTO: ReadonlyArray<readonly [symbol: string, name: string]> = [
  ['BTC.V', 'Bitcoin in US$'],
  ['ETH.V', 'Ether in US$'],
];
