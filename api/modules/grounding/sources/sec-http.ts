/**
 * EDGAR's answers before they are data. EDGAR refuses (403) any request whose User-Agent declares no
 * contact ("Your Request Originates from an Undeclared Automated Tool", its fair-access policy): that
 * is this server's configuration, so the cause says which setting to fix.
 */
import { statusFailure } from './source-http';
import type { SourceHttp } from './source';

const UNDECLARED = /undeclared automated tool/i;
const DECLARE_A_CONTACT = 'EDGAR refuses a User-Agent that names no contact: set SEC_USER_AGENT to "App name contact@example.com"';

export async function secGet(http: SourceHttp, url: string, headers: Record<string, string>, pass: number[] = []): Promise<{ status: number; text: string }> {
  const answer = await http.get(url, { headers, pass: [403, ...pass] });
  if (answer.status === 403) throw statusFailure('sec', 403, answer.text, url, 0, UNDECLARED.test(answer.text) ? DECLARE_A_CONTACT : undefined);
  return answer;
}
