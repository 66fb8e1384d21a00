/**
 * A source's JSON body, read against the shape its documentation gives. Anything else, from a body
 * that is not JSON to one field of the wrong type, is the source's fault and a SourceShapeError:
 * never a TypeError in the code that reads it, never a value we guess.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { SourceId } from '@shared/ai/ai-plan';
import { SourceShapeError } from './source';

export function parseJsonBody(source: SourceId, text: string, what = 'answer'): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // JSON that stops mid-way (a connection cut, a proxy's limit) reads differently from a page of text.
    const cut = /^\s*[[{]/.test(text) && !/[\]}]\s*$/.test(text);
    throw new SourceShapeError(
      source,
      `${what}: not JSON: ${text.slice(0, 200)}`,
      cut
        ? `answered JSON that stops after ${text.length} characters (${what}): "…${text.slice(-40)}"`
        : `answered text that is not JSON (${what}): "${text.slice(0, 80)}"`,
    );
  }
}

export function readSourceJson<T extends TSchema>(source: SourceId, text: string, schema: T, what: string): Static<T> {
  const value = parseJsonBody(source, text, what);
  if (!Value.Check(schema, value)) {
    const first = Value.Errors(schema, value).First();
    const detail = first ? `${first.path || '(the body)'}: ${first.message}` : 'unexpected shape';
    throw new SourceShapeError(source, `${what}: ${detail}`, `answered ${what} in a shape we do not know: ${detail}`);
  }
  return value;
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A published number: JSON has no NaN or Infinity, but a number too large for a double parses as Infinity. */
export const isPublishedNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
