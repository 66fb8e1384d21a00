import { Elysia } from 'elysia';
import { Capabilities } from '@shared/api/site';
import type { Config } from '../../lib/config';
import { capabilitiesOf } from '../../lib/capabilities';

/**
 * `GET /api/capabilities`: what this server can do (an AI model, a price provider, real mail), so the
 * builder can say so before a guest types a question it cannot answer. No secrets; cacheable.
 */
export function capabilitiesModule(deps: { config: Config }) {
  const capabilities = capabilitiesOf(deps.config);
  return new Elysia({ name: 'capabilities' }).get(
    '/api/capabilities',
    ({ set }) => {
      set.headers['cache-control'] = 'public, max-age=60';
      return capabilities;
    },
    { response: Capabilities, detail: { summary: 'What this server can do', tags: ['system'] } },
  );
}
