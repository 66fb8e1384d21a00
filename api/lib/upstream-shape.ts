/**
 * Whether a body from a service we call (a price provider, the model) has the shape we read. What
 * they send is untrusted: a body that does not match must end in the caller's own "that service
 * failed" error, not in a TypeError deep in the code that reads it. The first mismatch is logged,
 * because the user-facing message deliberately says nothing about it.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

export function matchesUpstream<T extends TSchema>(schema: T, value: unknown, source: string): value is Static<T> {
  if (Value.Check(schema, value)) return true;
  const first = Value.Errors(schema, value).First();
  console.warn(`[upstream] ${source} answered in an unexpected shape: ${first ? `${first.path || '(the body)'}: ${first.message}` : 'no detail'}`);
  return false;
}
