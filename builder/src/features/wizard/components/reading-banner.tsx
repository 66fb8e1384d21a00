import type { ReadingChoices } from '@shared/api/data-answers';
import { Icon } from '../../../components/icons';
import type { ReadingGuess } from '../logic/reading-guesses';

/**
 * One banner per guess the file's own values could not decide, with the choice that reads the file
 * the other way. Choosing reads the whole file again, so edits made since are replaced.
 */
export function ReadingBanner(props: { guesses: readonly ReadingGuess[]; busy: boolean; onChoose(choice: ReadingChoices): void }) {
  if (props.guesses.length === 0) return null;
  return (
    <ul className="reading-banners" aria-label="Guesses to check">
      {props.guesses.map((guess) => (
        <li key={guess.column} className="reading-banner">
          <Icon name="warning" />
          <p>{guess.said}</p>
          <button type="button" className="button button-outline button-small" disabled={props.busy} onClick={() => props.onChoose(guess.choice)}>
            {props.busy ? 'Reading again…' : guess.action}
          </button>
        </li>
      ))}
    </ul>
  );
}
