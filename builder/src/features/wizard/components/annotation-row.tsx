import type { ReactNode } from 'react';
import { Icon } from '../../../components/icons';

/** One reference line or highlighted range: a group named by its heading, with a button that removes it. */
export function AnnotationRow(props: { id: string; name: string; onRemove(): void; children: ReactNode }) {
  return (
    <div className="annotation-row" role="group" aria-labelledby={props.id}>
      <div className="annotation-head">
        <span id={props.id}>{props.name}</span>
        <button
          type="button"
          className="button button-outline button-small annotation-remove"
          aria-label={`Remove ${props.name.toLowerCase()}`}
          onClick={props.onRemove}
        >
          <Icon name="trash" />
          Remove
        </button>
      </div>
      {props.children}
    </div>
  );
}
