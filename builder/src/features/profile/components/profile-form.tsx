import type { UserRecord } from '@shared/api/users';
import type { ProfileFormState } from '../hooks/use-profile-form';
import { UnverifiedEmailNotice } from './unverified-email-notice';

/** The Profile tab: username, email (with its verification), first and last name. */
export function ProfileForm({ user, profile, onCancel }: { user: UserRecord; profile: ProfileFormState; onCancel(): void }) {
  return (
    <form className="form" onSubmit={profile.submit} noValidate>
      <label>
        Username
        {/* The tabs come first in the dialog; focus still starts where the typing is. */}
        <input autoComplete="username" autoFocus {...profile.field('username')} />
      </label>
      <label>
        <span>Email {user.isEmailVerified ? <span className="badge badge-success">Verified</span> : null}</span>
        <input type="email" autoComplete="email" {...profile.field('email')} />
      </label>
      {!user.isEmailVerified ? <UnverifiedEmailNotice onResend={profile.resendVerification} resending={profile.resending} /> : null}
      <div className="form-row">
        <label>
          First name
          <input autoComplete="given-name" {...profile.field('firstName')} />
        </label>
        <label>
          Last name
          <input autoComplete="family-name" {...profile.field('lastName')} />
        </label>
      </div>
      <div className="dialog-buttons">
        <button type="button" className="button button-outline" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={profile.saving}>
          {profile.saving ? 'Saving...' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
