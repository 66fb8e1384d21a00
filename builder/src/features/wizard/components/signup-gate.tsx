import { useEffect, useState } from 'react';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { ChartView } from '../../../components/chart-view';
import { openAuthDialog } from '../../../hooks/use-auth-dialog';
import { GATE_MESSAGES, runGateMessages } from '../logic/gate-messages';

/**
 * What a guest sees after Next on step 1 (docs/product.md, The signup gate): progress messages,
 * then, once the chart's data exists and the messages have run, the chart blurred and the way in.
 * Until then it promises nothing, and a question being answered can be cancelled.
 */
export function SignupGate({ preview, onAuthenticated, onCancel }: { preview: ChartSpec | null; onAuthenticated(): void; onCancel?: (() => void) | null }) {
  const [message, setMessage] = useState('');
  const [shownAll, setShownAll] = useState(false);
  useEffect(() => runGateMessages((text, index) => (setMessage(text), setShownAll(index === GATE_MESSAGES.length - 1))), []);
  const ready = preview !== null && shownAll;
  return (
    <div className="signup-gate">
      {/* Once ready, the heading below says it to the eye; this says it to screen readers. */}
      <p className={ready ? 'sr-only' : 'gate-message'} role="status">
        {ready ? 'Your Chart is Ready!' : message}
      </p>
      {ready ? (
        <>
          <div className="gate-preview" aria-hidden="true">
            <ChartView spec={preview} height={260} />
          </div>
          <h3>Your Chart is Ready!</h3>
          <p className="muted">Create a free profile to see it, customise it and get the embed code.</p>
          <button type="button" className="button" onClick={() => openAuthDialog(onAuthenticated, 'register')}>
            Create Free Profile
          </button>
        </>
      ) : (
        <>
          <div className="skeleton gate-waiting" aria-hidden="true" />
          {onCancel ? (
            <button type="button" className="button button-outline" onClick={onCancel}>
              Cancel
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
