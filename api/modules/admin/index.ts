import { Elysia } from 'elysia';
import { AdminGranted, AdminLoginBody, AdminSources, AdminStatus, AdminUsers } from '@shared/api/admin';
import { LoggedOut } from '@shared/api/users';
import { ADMIN_ONLY } from '../../lib/api-docs';
import type { UpstreamHealth } from '../../lib/upstream-health';
import { refuseTokens } from '../../session/session-plugin';
import { ADMIN_COOKIE, adminLogin, adminLogout, isAdminSession, listUsers, requireAdmin, type AdminDeps } from './service';

/** The admin's calls (docs/api.md, Admin): a code for a session, the status check, users, the outside services' health, logout. */
export function adminModule(deps: AdminDeps & { secureCookies: boolean; clientIp(request: Request): string; health: Pick<UpstreamHealth, 'states'> }) {
  return new Elysia({ name: 'admin' })
    .use(refuseTokens)
    .post(
      '/api/admin/login',
      async ({ body, request, cookie }) => {
        const { token, expiresAt } = await adminLogin(deps, body.code, deps.clientIp(request));
        cookie[ADMIN_COOKIE]!.set({ value: token, httpOnly: true, sameSite: 'strict', path: '/', secure: deps.secureCookies, expires: expiresAt });
        return { message: 'Admin access granted' };
      },
      { body: AdminLoginBody, parse: 'json', response: AdminGranted, detail: { summary: 'Exchange the admin code for an admin session', tags: ['admin'] } },
    )
    .get('/api/admin/status', async ({ cookie }) => ({ isAdmin: await isAdminSession(deps, cookie[ADMIN_COOKIE]!.value) }), {
      response: AdminStatus,
      detail: { summary: 'Whether this browser holds an admin session', tags: ['admin'] },
    })
    .get(
      '/api/admin/users',
      async ({ cookie }) => {
        await requireAdmin(deps, cookie[ADMIN_COOKIE]!.value);
        return listUsers(deps.db);
      },
      { response: AdminUsers, detail: { summary: 'Every registered user', tags: ['admin'], security: ADMIN_ONLY } },
    )
    .get(
      '/api/admin/sources',
      async ({ cookie }) => {
        await requireAdmin(deps, cookie[ADMIN_COOKIE]!.value);
        return deps.health.states();
      },
      {
        response: AdminSources,
        detail: { summary: 'Each data source and price provider: configured, last success, last failure and why', tags: ['admin'], security: ADMIN_ONLY },
      },
    )
    .post(
      '/api/admin/logout',
      async ({ cookie }) => {
        await adminLogout(deps, cookie[ADMIN_COOKIE]!.value);
        cookie[ADMIN_COOKIE]!.remove();
        return { message: 'Logged out' };
      },
      { response: LoggedOut, detail: { summary: 'End the admin session', tags: ['admin'] } },
    );
}
