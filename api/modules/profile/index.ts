import { Elysia } from 'elysia';
import { AccountDeleted, AccountExport, DeleteAccountBody } from '@shared/api/account';
import { ProfileBody, UserRecord } from '@shared/api/users';
import { SESSION_ONLY } from '../../lib/api-docs';
import type { ChartChanges } from '../../lib/chart-changes';
import { requireUser, sessionPlugin } from '../../session/session-plugin';
import { SESSION_COOKIE } from '../../session/sessions';
import { toUserRecord } from '../users/service';
import type { AuthModuleDeps } from '../auth/service';
import { exportAccount } from './account-export';
import { deleteOwnAccount, updateProfile } from './service';

/**
 * The signed-in person's own account: `PATCH /api/profile` (the Edit Profile dialog's save),
 * `GET /api/profile/export` (all their data as a file) and `DELETE /api/profile` (the account
 * and everything in it). A personal access token can do none of these.
 */
export function profileModule(deps: AuthModuleDeps & { changes: ChartChanges }) {
  return new Elysia({ name: 'profile' })
    .use(sessionPlugin(deps))
    .patch('/api/profile', async ({ user, body, request }) => toUserRecord(await updateProfile(deps, requireUser(user), body, deps.origin(request))), {
      body: ProfileBody,
      parse: 'json',
      response: UserRecord,
      detail: { summary: 'Update the signed-in user’s profile', tags: ['auth'], security: SESSION_ONLY },
    })
    .get(
      '/api/profile/export',
      async ({ user, set }) => {
        const owner = requireUser(user);
        set.headers['content-disposition'] = `attachment; filename="chart-embed-${owner.username}.json"`;
        set.headers['cache-control'] = 'no-store';
        return exportAccount(deps.db, deps.clock, owner);
      },
      {
        response: AccountExport,
        detail: { summary: 'Everything kept about the signed-in user, as a JSON download', tags: ['auth'], security: SESSION_ONLY },
      },
    )
    .delete(
      '/api/profile',
      async ({ user, body, request, cookie }) => {
        const slugs = await deleteOwnAccount(deps, requireUser(user), body.password, { ip: deps.clientIp(request) });
        // The embeds of this instance stop at once; other instances within their two-second check.
        for (const slug of slugs) deps.changes.changed(slug);
        cookie[SESSION_COOKIE]!.remove();
        return { message: 'Your account and everything in it have been deleted' };
      },
      {
        body: DeleteAccountBody,
        parse: 'json',
        response: AccountDeleted,
        detail: { summary: 'Delete the signed-in user’s account and everything in it (the password again)', tags: ['auth'], security: SESSION_ONLY },
      },
    );
}
