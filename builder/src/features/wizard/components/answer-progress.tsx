import { useEffect, useState } from 'react';
import { answerStages, runAnswerStages } from '../logic/answer-stages';

/** In place of the preview while a question is answered: the stages, the current one announced, and Cancel. */
export function AnswerProgress({ sourceNames, height, onCancel }: { sourceNames: readonly string[]; height: number; onCancel(): void }) {
  const stages = answerStages(sourceNames);
  const [current, setCurrent] = useState(0);
  const count = stages.length;
  useEffect(() => runAnswerStages(count, setCurrent), [count]);
  return (
    <div className="answer-progress skeleton" style={{ height }}>
      <ol aria-hidden="true">
        {stages.map((stage, i) => (
          <li key={i} className={i < current ? 'done' : i === current ? 'current' : undefined}>
            {stage}
          </li>
        ))}
      </ol>
      <p className="sr-only" role="status">
        {stages[current]}
      </p>
      <button type="button" className="button button-outline button-small" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
