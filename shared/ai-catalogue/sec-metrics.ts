/**
 * SEC metrics the AI may name, each with the us-gaap concepts companies report it under, tried in
 * order (Apple and Microsoft report revenue as RevenueFromContractWithCustomerExcludingAssessedTax).
 */
export interface SecMetric {
  title: string;
  unit: 'USD' | 'USD/shares' | 'shares';
  concepts: readonly string[];
}

export const SEC_METRICS: Record<string, SecMetric> = {
  revenue: { title: 'Revenue', unit: 'USD', concepts: ['RevenueFromContractWithCustomerExcludingAssessedTax', 'Revenues', 'SalesRevenueNet'] },
  'net-income': { title: 'Net income', unit: 'USD', concepts: ['NetIncomeLoss'] },
  'operating-income': { title: 'Operating income', unit: 'USD', concepts: ['OperatingIncomeLoss'] },
  eps: { title: 'Earnings per share (diluted)', unit: 'USD/shares', concepts: ['EarningsPerShareDiluted', 'EarningsPerShareBasic'] },
};
