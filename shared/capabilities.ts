/** What a server can do, as `GET /api/capabilities` answers it (no secrets). */
export interface Capabilities {
  /** An AI model is configured: questions can become charts. */
  ai: boolean;
  /** Where ticker prices come from. */
  prices: 'alphavantage' | 'stooq' | null;
  /** Whether e-mail is really sent, or printed to the server's log. */
  mail: 'smtp' | 'log';
  /** Whether charts refresh their data by themselves. */
  liveData: boolean;
}
