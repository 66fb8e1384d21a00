import { Elysia } from 'elysia';
import { SESSION_ONLY } from '../../lib/api-docs';
import type { AuthModuleDeps } from '../auth';
import { requireUser, sessionPlugin } from '../auth/session-plugin';
import { UserRecord } from '../users/model';
import { toUserRecord } from '../users/service';
import { ProfileBody } from './model';
import { updateProfile } from './service';

/** `PATCH /api/profile`: the Edit Profile dialog's save. */
export function profileModule(deps: AuthModuleDeps) {
  return new Elysia({ name: 'profile' })
    .use(sessionPlugin(deps))
    .patch(
      '/api/profile',
      async ({ user, body, request }) => toUserRecord(await updateProfile(deps, requireUser(user), body, deps.origin(request))),
      { body: ProfileBody, parse: 'json', response: UserRecord, detail: { summary: 'Update the signed-in user’s profile', tags: ['auth'], security: SESSION_ONLY } },
    );
}
