import { useEffect, useState } from 'react';
import type { ChartSpec } from '@shared/chart-spec';
import { ChartView } from '../../../components/chart-view';
import { openAuthDialog } from '../../../hooks/use-auth-dialog';
import { runGateMessages } from '../logic/gate-messages';

/** What a guest sees after Next on step 1 (docs/product.md, The signup gate): progress, a blurred preview, and the way in. */
export function SignupGate({ preview, onAuthenticated }: { preview: ChartSpec; onAuthenticated(): void }) {
  const [message, setMessage] = useState('');
  useEffect(() => runGateMessages(setMessage), []);
  return (
    <div className="signup-gate">
      <p className="gate-message" role="status">
        {message}
      </p>
      <div className="gate-preview" aria-hidden="true">
        <ChartView spec={preview} height={260} />
      </div>
      <h3>Your Chart is Ready!</h3>
      <p className="muted">Create a free profile to see it, customise it and get the embed code.</p>
      <button type="button" className="button" onClick={() => openAuthDialog(onAuthenticated)}>
        Create Free Profile
      </button>
    </div>
  );
}
