/**
 * Accounts (docs/api.md, Accounts): register, login, logout, the current user, e-mail verification
 * and forgotten passwords.
 * Sessions are cookies holding a random token; see api/session/sessions.ts.
 */
import { Elysia } from 'elysia';
import { PasswordChanged, PasswordResetBody, PasswordResetConfirmBody, PasswordResetRequested } from '@shared/api/account';
import { LoggedOut, LoginBody, RegisterBody, ResendAnswer, ResendBody, UserRecord } from '@shared/api/users';
import { SESSION_ONLY } from '../../lib/api-docs';
import { requireUser, sessionPlugin } from '../../session/session-plugin';
import { deleteSession, SESSION_COOKIE, setSessionCookie } from '../../session/sessions';
import { toUserRecord } from '../users/service';
import { consumeVerificationToken, type VerificationOutcome } from './verification';
import { VerifyQuery } from './model';
import { login, register, requestPasswordReset, resendVerification, resetPassword, type AuthModuleDeps } from './service';

/** The query the verification result page reads (docs/product.md, E-mail verification). */
const VERIFICATION_RESULT: Record<VerificationOutcome, string> = {
  verified: 'success=true',
  'already-verified': 'success=true&already=true',
  failed: 'success=false',
};

export function authModule(deps: AuthModuleDeps) {
  const client = (request: Request) => ({ ip: deps.clientIp(request), origin: deps.origin(request) });

  return new Elysia({ name: 'auth' })
    .use(sessionPlugin(deps))
    .get('/api/auth/user', ({ user }) => toUserRecord(requireUser(user)), {
      response: UserRecord,
      detail: { summary: 'The signed-in user', tags: ['auth'], security: SESSION_ONLY },
    })
    .post(
      '/api/auth/register',
      async ({ body, request, cookie, set }) => {
        const { user, session } = await register(deps, body, client(request));
        setSessionCookie(cookie[SESSION_COOKIE]!, session.token, session.expiresAt, deps.config.secureCookies);
        set.status = 201;
        return toUserRecord(user);
      },
      { body: RegisterBody, parse: 'json', response: { 201: UserRecord }, detail: { summary: 'Create an account and sign in', tags: ['auth'] } },
    )
    .post(
      '/api/auth/login',
      async ({ body, request, cookie }) => {
        const { user, session } = await login(deps, body, client(request));
        setSessionCookie(cookie[SESSION_COOKIE]!, session.token, session.expiresAt, deps.config.secureCookies);
        return toUserRecord(user);
      },
      { body: LoginBody, parse: 'json', response: UserRecord, detail: { summary: 'Sign in with a username or e-mail', tags: ['auth'] } },
    )
    .post(
      '/api/auth/logout',
      async ({ cookie }) => {
        const jar = cookie[SESSION_COOKIE]!;
        if (typeof jar.value === 'string' && jar.value) await deleteSession(deps.db, jar.value);
        jar.remove();
        return { message: 'Logged out' };
      },
      { response: LoggedOut, detail: { summary: 'Sign out (the session ends on the server too)', tags: ['auth'] } },
    )
    .post(
      '/api/auth/resend-verification',
      async ({ body, request }) => {
        await resendVerification(deps, body.email, client(request));
        return { message: 'If that address has an account waiting for verification, a new link is on its way.' };
      },
      { body: ResendBody, parse: 'json', response: ResendAnswer, detail: { summary: 'Send a new verification link', tags: ['auth'] } },
    )
    .post(
      '/api/auth/password-reset',
      async ({ body, request, set }) => {
        await requestPasswordReset(deps, body.email, client(request));
        set.status = 202;
        return { message: 'If an account uses that address, we have sent it a link to reset the password.' };
      },
      {
        body: PasswordResetBody,
        parse: 'json',
        response: { 202: PasswordResetRequested },
        detail: { summary: 'Mail a link to choose a new password (the same answer for any address)', tags: ['auth'] },
      },
    )
    .post(
      '/api/auth/password-reset/confirm',
      async ({ body, request, cookie }) => {
        await resetPassword(deps, body, client(request));
        // This browser's session, if any, ended with the others.
        cookie[SESSION_COOKIE]!.remove();
        return { message: 'Your password has been changed. Sign in with the new one.' };
      },
      {
        body: PasswordResetConfirmBody,
        parse: 'json',
        response: PasswordChanged,
        detail: { summary: 'Set a new password from a reset link; every session of the account ends', tags: ['auth'] },
      },
    )
    .get(
      '/api/auth/verify-email',
      async ({ query, redirect }) => {
        const outcome = query.token ? await consumeVerificationToken(deps.db, deps.clock, query.token) : 'failed';
        return redirect(`/email-verified?${VERIFICATION_RESULT[outcome]}`, 302);
      },
      {
        query: VerifyQuery,
        detail: {
          summary: 'Follow a verification link',
          tags: ['auth'],
          responses: {
            302: {
              description:
                'To `/email-verified?success=true`; `?success=true&already=true` for a link whose address is verified already (followed again); `?success=false` for an expired, voided or unknown link, or one for an address the account no longer has',
            },
          },
        },
      },
    );
}
