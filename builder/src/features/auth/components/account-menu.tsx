import * as Menu from '@radix-ui/react-dropdown-menu';
import { toast, toastError } from '../../../components/toast/toast-store';
import type { UserRecord } from '@shared/api/users';
import { useLogout } from '../api/logout';
import { useResendVerification } from '../../../lib/resend-verification';

/**
 * The account menu (docs/product.md, Signing in) that replaces Sign In once signed in. A menu
 * button's menu, not a modal: the page behind stays in the accessibility tree (a modal menu hides
 * it with aria-hidden while its links can still take focus), and the menu is drawn inside the
 * header, the landmark it belongs to, rather than at the end of the body, outside every landmark.
 */
export function AccountMenu({ user, onProfile }: { user: UserRecord; onProfile(): void }) {
  const logout = useLogout();
  const resend = useResendVerification();
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className="avatar-button" aria-label="My Account">
        {user.username.slice(0, 1).toUpperCase()}
      </Menu.Trigger>
      <Menu.Content className="menu" align="end" sideOffset={6}>
        <Menu.Label className="menu-label">My Account</Menu.Label>
        {!user.isEmailVerified ? (
          <>
            <p className="menu-notice">Please verify your email to unlock all features</p>
            <Menu.Item
              className="menu-item"
              onSelect={() =>
                resend.mutate(user.email, {
                  onSuccess: () => toast({ title: 'Verification Email Sent', description: `Check ${user.email} for the link.` }),
                  onError: (error) => toastError(error, 'Failed to resend verification email'),
                })
              }
            >
              Resend verification email
            </Menu.Item>
          </>
        ) : null}
        <Menu.Separator className="menu-separator" />
        <Menu.Item className="menu-item" onSelect={onProfile}>
          Profile
        </Menu.Item>
        <Menu.Item
          className="menu-item"
          onSelect={() =>
            logout.mutate(undefined, {
              onSuccess: () => toast({ title: 'Logged out successfully' }),
              onError: (error) => toastError(error, 'Failed to logout'),
            })
          }
        >
          Sign out
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  );
}
