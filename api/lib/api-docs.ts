/**
 * How /api/docs names the ways in. The schemes are declared once here, and each route lists the ones
 * its guard accepts in `detail.security`, so a generated client knows which calls a token may make
 * (tests/api/contract.test.ts checks the list against what the server really does).
 */

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
