/**
 * SEC metrics the AI may name, each with the us-gaap concepts companies report it under, tried in
 * order (Apple and Microsoft report revenue as RevenueFromContractWithCustomerExcludingAssessedTax).
 * A later concept fills the fiscal years an earlier one lacks (companies renamed their revenue
 * concept when ASC 606 took effect in 2018), so every concept of a metric must measure the same
 * thing under another name: a different measure (total debt beside non-current debt, profit with
 * minority interests beside net income) belongs in a metric of its own.
 */
export interface SecMetric {
  title: string;
  unit: 'USD' | 'USD/shares' | 'shares';
  concepts: readonly string[];
}

export const SEC_METRICS: Record<string, SecMetric> = {
  revenue: {
    title: 'Revenue',
    unit: 'USD',
    concepts: ['RevenueFromContractWithCustomerExcludingAssessedTax', 'Revenues', 'SalesRevenueNet', 'RevenueFromContractWithCustomerIncludingAssessedTax'],
  },
  'cost-of-revenue': { title: 'Cost of revenue', unit: 'USD', concepts: ['CostOfRevenue', 'CostOfGoodsAndServicesSold', 'CostOfGoodsSold'] },
  'gross-profit': { title: 'Gross profit', unit: 'USD', concepts: ['GrossProfit'] },
  'research-and-development': {
    title: 'Research and development expense',
    unit: 'USD',
    concepts: ['ResearchAndDevelopmentExpense', 'ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost'],
  },
  'operating-income': { title: 'Operating income', unit: 'USD', concepts: ['OperatingIncomeLoss'] },
  'net-income': { title: 'Net income', unit: 'USD', concepts: ['NetIncomeLoss'] },
  eps: { title: 'Earnings per share (diluted)', unit: 'USD/shares', concepts: ['EarningsPerShareDiluted', 'EarningsPerShareBasicAndDiluted'] },
  'eps-basic': { title: 'Earnings per share (basic)', unit: 'USD/shares', concepts: ['EarningsPerShareBasic', 'EarningsPerShareBasicAndDiluted'] },
  'dividends-per-share': { title: 'Dividends declared per share', unit: 'USD/shares', concepts: ['CommonStockDividendsPerShareDeclared'] },
  'total-assets': { title: 'Total assets', unit: 'USD', concepts: ['Assets'] },
  'total-liabilities': { title: 'Total liabilities', unit: 'USD', concepts: ['Liabilities'] },
  'stockholders-equity': { title: "Stockholders' equity", unit: 'USD', concepts: ['StockholdersEquity'] },
  cash: { title: 'Cash and cash equivalents', unit: 'USD', concepts: ['CashAndCashEquivalentsAtCarryingValue'] },
  'long-term-debt': { title: 'Long-term debt (non-current)', unit: 'USD', concepts: ['LongTermDebtNoncurrent'] },
  'operating-cash-flow': {
    title: 'Net cash from operating activities',
    unit: 'USD',
    concepts: ['NetCashProvidedByUsedInOperatingActivities', 'NetCashProvidedByUsedInOperatingActivitiesContinuingOperations'],
  },
  capex: { title: 'Capital expenditure (property, plant and equipment)', unit: 'USD', concepts: ['PaymentsToAcquirePropertyPlantAndEquipment'] },
  'shares-outstanding': { title: 'Common shares outstanding', unit: 'shares', concepts: ['CommonStockSharesOutstanding'] },
  'diluted-shares': { title: 'Weighted average diluted shares', unit: 'shares', concepts: ['WeightedAverageNumberOfDilutedSharesOutstanding'] },
};
