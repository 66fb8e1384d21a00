/** What a candlestick series holds: {o, h, l, c} candles of finite numbers. */

export const isCandle = (v: object): boolean => ['o', 'h', 'l', 'c'].every((k) => Number.isFinite((v as Record<string, unknown>)[k]));
