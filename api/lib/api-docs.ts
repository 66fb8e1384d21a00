/**
 * /api/docs, the OpenAPI document of the calls, and how it names the ways in. The schemes are
 * declared once here, and each route lists the ones its guard accepts in `detail.security`, so a
 * generated client knows which calls a token may make (tests/api/contract.test.ts checks the list
 * against what the server really does).
 */
import { openapi } from '@elysiajs/openapi';

export const securitySchemes = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: 'A personal access token, made in the builder (Edit Profile) or with `POST /api/tokens`: `Authorization: Bearer ce_pat_…`. Chart calls only.',
  },
  session: { type: 'apiKey', in: 'cookie', name: 'session', description: 'The cookie signing in sets (`POST /api/auth/login`).' },
  adminSession: { type: 'apiKey', in: 'cookie', name: 'admin_session', description: 'The cookie the admin code buys (`POST /api/admin/login`).' },
} as const;

type Requirement = { [scheme in keyof typeof securitySchemes]?: string[] };

/** The chart calls: a script's token, or the builder's session. */
export const TOKEN_OR_SESSION: Requirement[] = [{ bearerAuth: [] }, { session: [] }];
/** Accounts, tokens, likes and comments: a token sent here is refused (403). */
export const SESSION_ONLY: Requirement[] = [{ session: [] }];
export const ADMIN_ONLY: Requirement[] = [{ adminSession: [] }];

/** The document and its page, of the calls under /api/ only. */
export function apiDocs() {
  return openapi({
    path: '/api/docs',
    documentation: {
      info: {
        title: 'Chart Embed API',
        version: '0.1.0',
        description:
          'Every call takes and answers JSON (the CSV upload takes a form) and fails with `{ message }`. Chart calls take a personal access token as `Authorization: Bearer`, or the session cookie; the rest of what a signed-in user does needs the session. Rules and error messages: docs/api.md.',
      },
      components: { securitySchemes },
    },
    exclude: { paths: [/^\/(?!api\/)/, '/api/*'] },
  });
}
