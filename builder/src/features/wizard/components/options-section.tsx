import { useState, type ReactNode } from 'react';

/**
 * One collapsible group of the Customize step's options (Text, Numbers, Axes…), so the step is not
 * a wall of fields. Its summary says what is set, and how many of its fields need fixing. `open`
 * is how it first shows (a section with something set opens, so returning to the step shows it);
 * after that it is the creator's to open and close.
 */
export function OptionsSection(props: { title: string; open?: boolean; detail?: ReactNode; problems?: number; children: ReactNode }) {
  // Only the first value counts: React would otherwise close a section whose last option was just cleared.
  const [open] = useState(props.open);
  return (
    <details className="options-section" open={open}>
      <summary>
        <span className="options-section-title">{props.title}</span>
        {props.problems ? <span className="badge badge-problem">{props.problems === 1 ? '1 to fix' : `${props.problems} to fix`}</span> : null}
        {props.detail ? <span className="options-section-detail">{props.detail}</span> : null}
      </summary>
      <div className="options-section-body">{props.children}</div>
    </details>
  );
}
