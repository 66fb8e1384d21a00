import type { CitedSource } from '@shared/api/ai-plan';
import { retrievedOn } from '../logic/retrieved-on';

/** An AI answer's sources under the preview: each a link a reader can check, with the day it was read. */
export function CitedSources({ sources }: { sources: readonly CitedSource[] }) {
  if (sources.length === 0) return null;
  return (
    <div className="cited-sources">
      {/* An h3: it follows the preview, whose chart title is an h2 of the element's own. */}
      <h3>{sources.length > 1 ? 'Sources' : 'Source'}</h3>
      <ul>
        {sources.map((s) => {
          const day = retrievedOn(s.retrievedAt);
          return (
            <li key={`${s.url} ${s.title}`}>
              {/^https?:\/\//i.test(s.url) ? (
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.title}
                </a>
              ) : (
                s.title
              )}
              {day ? <span className="muted"> — retrieved {day}</span> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
