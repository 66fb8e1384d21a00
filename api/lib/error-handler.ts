/**
 * One place that turns every failure into `{ message }` with a fitting status: our typed errors,
 * Elysia's own (validation, parse, not found) and the unexpected, which is logged and answered
 * without any detail. Validation failures are 400 naming the field, not Elysia's default 422 body.
 */
import { Elysia, ValidationError } from 'elysia';
import { HttpError } from './errors';
import { apiHeadersFor, pathOf } from './request-guard';

const json = (status: number, message: string) => Response.json({ message }, { status });

/** The answer to a failure. It must never throw itself: a throw here becomes Bun's own error page. */
export const errorHandler = new Elysia({ name: 'error-handler' }).onError({ as: 'global' }, ({ code, error, request }) => answerError(error, request, code));

/** The same answer for a failure outside Elysia's lifecycle (the native embed routes). */
export function answerError(error: unknown, request: Request, code: string | number = 'UNKNOWN'): Response {
  let response: Response;
  try {
    response = answer(code, error, request);
  } catch (failure) {
    console.error('[error] the error handler failed:', failure);
    response = json(500, 'Something went wrong on our side. Please try again.');
  }
  for (const [name, value] of Object.entries(apiHeadersFor(pathOf(request)))) if (!response.headers.has(name)) response.headers.set(name, value);
  return response;
}

function answer(code: string | number, error: unknown, request: Request): Response {
  if (error instanceof HttpError) return error.toResponse();
  // Elysia wraps what a body parser throws; ours says exactly what was wrong with the body.
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof HttpError) return cause.toResponse();
  switch (code) {
    case 'VALIDATION':
      return json(400, validationMessage(error as ValidationError));
    case 'PARSE':
      return json(400, 'The request body could not be read: send valid JSON with Content-Type: application/json');
    case 'NOT_FOUND':
      return json(404, `Not found: ${request.method} ${pathOf(request) ?? '/'}`);
    case 'INVALID_COOKIE_SIGNATURE':
      return json(400, 'A cookie was tampered with; sign in again');
    case 'INVALID_FILE_TYPE':
      return json(400, 'That type of file is not accepted here');
  }
  // A character the database cannot store that slipped past the body's check (storable-text.ts):
  // the sender's mistake, not ours, and not worth a stack trace.
  if (databaseCode(error, UNSTORABLE)) return json(400, 'The request holds a character that cannot be stored, such as U+0000 (NUL)');
  if (isDatabaseUnavailable(error)) {
    return json(503, 'The database is unavailable right now. Please try again in a moment.');
  }
  console.error(`[error] ${request.method} ${pathOf(request) ?? '(unreadable URL)'}:`, error);
  return json(500, 'Something went wrong on our side. Please try again.');
}

/** "username: Expected string length greater or equal to 3", or the schema's own `error` text. */
export function validationMessage(error: Pick<ValidationError, 'customError' | 'valueError' | 'type'>): string {
  if (typeof error.customError === 'string') return error.customError;
  const first = error.valueError;
  if (!first) return `Invalid ${error.type}`;
  const field = first.path.replace(/^\//, '').replaceAll('/', '.');
  const schemaError = (first.schema as { error?: unknown }).error;
  if (typeof schemaError === 'string') return schemaError;
  return field ? `${field}: ${first.message}` : `Invalid ${error.type}: ${first.message}`;
}

const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01',
  '57P02',
  '57P03',
]);

/**
 * Connection-level failures (refused, reset, admin shutdown) mean "try again", not "our bug".
 * drizzle wraps the driver's error, so the cause chain is searched.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  return databaseCode(error, (code) => UNAVAILABLE.has(code) || code.startsWith('08'));
}

/** PostgreSQL's untranslatable_character, character_not_in_repertoire and invalid text for a type. */
const UNSTORABLE = (code: string) => code === '22P05' || code === '22021';

/** Whether the error, or one it wraps (drizzle wraps the driver's), has a code `matches` takes. */
function databaseCode(error: unknown, matches: (code: string) => boolean): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | null, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && matches(e.code)) return true;
  }
  return false;
}
