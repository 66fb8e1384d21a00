import { Elysia } from 'elysia';
import { NewToken, TokenBody, TokenRecords, TokenRevoked } from '@shared/api/tokens';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { SESSION_ONLY } from '../../lib/api-docs';
import type { Config } from '../../lib/config';
import { TokenIdParams } from '../../lib/id-params';
import { requireUser, sessionPlugin } from '../../session/session-plugin';
import { createToken, listTokens, revokeToken, toTokenRecord } from './service';

/** Personal access tokens, managed with a signed-in session only: a token cannot make tokens. */
export function tokensModule(deps: { db: Db; clock: Clock; config: Config }) {
  const { db } = deps;
  return new Elysia({ name: 'tokens' })
    .use(sessionPlugin(deps))
    .post(
      '/api/tokens',
      async ({ user, body, set }) => {
        const owner = requireUser(user);
        set.status = 201;
        return createToken(db, owner, body.name);
      },
      {
        body: TokenBody,
        parse: 'json',
        response: { 201: NewToken },
        detail: { summary: 'Make a personal access token (its secret is answered this once)', tags: ['tokens'], security: SESSION_ONLY },
      },
    )
    .get('/api/tokens', async ({ user }) => (await listTokens(db, requireUser(user).id)).map(toTokenRecord), {
      response: TokenRecords,
      detail: { summary: 'The signed-in user’s tokens, without their secrets', tags: ['tokens'], security: SESSION_ONLY },
    })
    .delete(
      '/api/tokens/:id',
      async ({ user, params }) => {
        await revokeToken(db, requireUser(user).id, params.id);
        return { message: 'Token revoked' };
      },
      {
        params: TokenIdParams,
        response: TokenRevoked,
        detail: { summary: 'Revoke a token: the next call with it fails', tags: ['tokens'], security: SESSION_ONLY },
      },
    );
}
