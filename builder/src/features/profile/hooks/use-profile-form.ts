import { useEffect, useEffectEvent, type FormEvent } from 'react';
import type { UserRecord } from '@shared/api/users';
import { toast, toastError } from '../../../components/toast/toast-store';
import { useFormFields } from '../../../hooks/use-form-fields';
import { useFormProblems } from '../../../hooks/use-form-problems';
import { useResendVerification } from '../../../lib/resend-verification';
import { useUpdateProfile } from '../api/update-profile';

const PROFILE_FIELDS = ['username', 'email', 'firstName', 'lastName'] as const;

export type ProfileFormState = ReturnType<typeof useProfileForm>;

/**
 * The Profile tab's fields, their saving and the verification email. The dialog holds them, not the
 * tab: Radix unmounts a tab's content when another tab is chosen, and what was typed, or a request
 * still on its way and its toast, must survive a look at the tokens.
 */
export function useProfileForm(user: UserRecord, open: boolean, onSaved: () => void) {
  const update = useUpdateProfile();
  const resend = useResendVerification();
  const fromUser = () => ({ username: user.username, email: user.email, firstName: user.firstName ?? '', lastName: user.lastName ?? '' });
  const problems = useFormProblems(PROFILE_FIELDS);
  const { values: form, setValues, field } = useFormFields(fromUser(), problems.clear);
  // Refilled when the dialog opens or the user changes, not when a field is typed in.
  const refill = useEffectEvent(() => (setValues(fromUser()), problems.clear()));
  useEffect(() => {
    if (open) refill();
  }, [open, user]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.username.trim() || !form.email.trim()) return problems.say('Username and email are required', form.username.trim() ? 'email' : 'username');
    problems.clear();
    update.mutate(form, {
      onSuccess: () => {
        toast({ title: 'Profile updated successfully' });
        onSaved();
      },
      onError: (error) => problems.sayError(error, 'Failed to update profile'),
    });
  };

  const resendVerification = () =>
    resend.mutate(user.email, {
      onSuccess: () => toast({ title: 'Verification Email Sent', description: `Check ${user.email} for the link.` }),
      onError: (error) => toastError(error, 'Failed to resend verification email'),
    });

  return { field, problems, submit, saving: update.isPending, resendVerification, resending: resend.isPending };
}
