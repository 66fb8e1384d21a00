/** Reading a source's JSON answer: a body that is not JSON at all is a shape error naming the source. */
import type { SourceId } from '../../../../shared/ai-plan';
import { SourceShapeError } from './source';

export function parseJsonBody(source: SourceId, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new SourceShapeError(source, `not JSON: ${text.slice(0, 200)}`);
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A published number: JSON has no NaN or Infinity, but a number too large for a double parses as Infinity. */
export const isPublishedNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
