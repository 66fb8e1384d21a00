/** Shown until the email is verified, with a new link on request, since the first may have been lost. */
export function UnverifiedEmailNotice({ onResend, resending }: { onResend(): void; resending: boolean }) {
  return (
    <div className="warning-block">
      <strong>Email not verified</strong>
      <button type="button" className="button button-outline button-small" disabled={resending} onClick={onResend}>
        Resend Verification Email
      </button>
    </div>
  );
}
