import type { UserRecord } from '@shared/api/users';
import { FieldError } from '../../../components/field-error';
import { FormError } from '../../../components/form-error';
import type { ProfileFormState } from '../hooks/use-profile-form';
import { UnverifiedEmailNotice } from './unverified-email-notice';

/** The Profile tab: username, email (with its verification), first and last name. */
export function ProfileForm({ user, profile, onCancel }: { user: UserRecord; profile: ProfileFormState; onCancel(): void }) {
  const { problems } = profile;
  return (
    <form className="form" onSubmit={profile.submit} noValidate>
      <label>
        Username
        {/* The tabs come first in the dialog; focus still starts where the typing is. */}
        <input autoComplete="username" autoFocus {...profile.field('username')} {...problems.input('username')} />
      </label>
      <FieldError id={problems.id('username')} message={problems.of('username')} />
      <label>
        <span>Email {user.isEmailVerified ? <span className="badge badge-success">Verified</span> : null}</span>
        <input type="email" autoComplete="email" {...profile.field('email')} {...problems.input('email')} />
      </label>
      <FieldError id={problems.id('email')} message={problems.of('email')} />
      {!user.isEmailVerified ? <UnverifiedEmailNotice onResend={profile.resendVerification} resending={profile.resending} /> : null}
      <div className="form-row">
        <div className="form-field">
          <label>
            First name
            <input autoComplete="given-name" {...profile.field('firstName')} {...problems.input('firstName')} />
          </label>
          <FieldError id={problems.id('firstName')} message={problems.of('firstName')} />
        </div>
        <div className="form-field">
          <label>
            Last name
            <input autoComplete="family-name" {...profile.field('lastName')} {...problems.input('lastName')} />
          </label>
          <FieldError id={problems.id('lastName')} message={problems.of('lastName')} />
        </div>
      </div>
      <FormError message={problems.form} />
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
