import { Elysia } from 'elysia';
import { QueryAnswer, QueryBody } from '@shared/api/data-answers';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../lib/config';
import { hashToken, newToken } from '../../lib/tokens';
import { sessionPlugin } from '../../session/session-plugin';
import type { GroundingDeps } from '../grounding/service';
import { createChartModel } from './model-client';
import { chartFromQuery, type AiDeps } from './service';

const GUEST_COOKIE = 'guest';
const YEAR = 365 * 24 * 60 * 60;

/** `POST /api/chart-from-query`: Chat-to-Chart. Guests are told apart by a cookie of their own. */
export function aiModule(deps: { db: Db; clock: Clock; config: Config; grounded: GroundingDeps; clientIp(request: Request): string }) {
  const service: AiDeps = {
    ...deps.grounded,
    model: createChartModel(deps.config),
    plannerFirst: deps.config.openai.plannerFirst,
    limits: { guest: deps.config.aiGuestLimit, userDaily: deps.config.aiUserDailyLimit },
  };
  return new Elysia({ name: 'ai' }).use(sessionPlugin(deps)).post(
    '/api/chart-from-query',
    async ({ body, user, cookie, request }) => {
      const jar = cookie[GUEST_COOKIE]!;
      if (!user && (typeof jar.value !== 'string' || !/^[\w-]{43}$/.test(jar.value))) {
        jar.set({ value: newToken(), httpOnly: true, sameSite: 'lax', path: '/', secure: deps.config.secureCookies, maxAge: YEAR });
      }
      const guestId = typeof jar.value === 'string' ? hashToken(jar.value).slice(0, 32) : 'none';
      return chartFromQuery(service, body.query, { userId: user?.id ?? null, guestId, ip: deps.clientIp(request) });
    },
    {
      body: QueryBody,
      parse: 'json',
      response: QueryAnswer,
      detail: { summary: 'A chart for a question: the AI plans it, the server fetches every number from the sources it cites', tags: ['data'] },
    },
  );
}
