import type { QueryNotUnderstood } from '@shared/api/data-answers';

type Part = QueryNotUnderstood['understood']['parts'][number];

export interface QuestionSegment {
  text: string;
  /** What the planner read this stretch as; null for words it did not match. */
  kind: Part['kind'] | null;
}

/**
 * A question cut at the spans the planner read, so step 1 can mark them in place. Spans are in the
 * trimmed question the server read; ones that overlap an earlier span or fall outside the text are
 * left unmarked rather than trusted.
 */
export function markedQuestion(question: string, parts: readonly Part[]): QuestionSegment[] {
  const text = question.trim();
  const segments: QuestionSegment[] = [];
  let at = 0;
  for (const part of [...parts].sort((a, b) => a.start - b.start)) {
    if (part.start < at || part.end > text.length || part.end <= part.start) continue;
    if (part.start > at) segments.push({ text: text.slice(at, part.start), kind: null });
    segments.push({ text: text.slice(part.start, part.end), kind: part.kind });
    at = part.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), kind: null });
  return segments;
}
