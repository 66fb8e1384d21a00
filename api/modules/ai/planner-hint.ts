/**
 * What the planner found in a question, for the model's prompt when the planner did not answer it
 * (with a model configured, the planner goes first). A plan it was not sure of is offered whole; a
 * question it could not read whole gives the words it did read, by kind, and the ones it did not.
 * Said as a hint: the model decides.
 */
import type { PlannerResult } from '@shared/ai/planner/plan-question';

const KIND_NAMES = { measure: 'measure', entity: 'country, region or company', period: 'period', source: 'source', layout: 'layout' } as const;

export function plannerHint(read: PlannerResult): string {
  const intro =
    'A rule-based reader of this question (it knows the catalogue, not the world) found the following. Use it where it is right; it may be incomplete or wrong.';
  if (read.ok) return `${intro}\nIts plan (it guessed a typo, or the sources could not fetch it):\n${JSON.stringify(read.plan)}`;
  const { parts, unknownWords } = read.understood;
  const lines = parts.map((part) => `- "${part.text}": a ${KIND_NAMES[part.kind]}`);
  if (unknownWords.length > 0) lines.push(`- words it does not know: ${unknownWords.map((w) => `"${w}"`).join(', ')}`);
  if (lines.length === 0) lines.push('- nothing it knows');
  return `${intro}\n${lines.join('\n')}`;
}
