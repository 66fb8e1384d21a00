import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Toaster } from '../components/toast/toaster';
import { openAuthDialog, useAuthDialog } from '../hooks/use-auth-dialog';
import { useThemePreference } from '../hooks/use-theme-preference';
import { useCurrentUser } from '../lib/current-user';

const AuthDialog = lazy(() => import('../features/auth/components/auth-dialog').then((m) => ({ default: m.AuthDialog })));
const AccountMenu = lazy(() => import('../features/auth/components/account-menu').then((m) => ({ default: m.AccountMenu })));
const EditProfileDialog = lazy(() => import('../features/profile/components/edit-profile-dialog').then((m) => ({ default: m.EditProfileDialog })));

export const CONTACT_EMAIL = 'hello@chartembed.dev';

export function Layout({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const authDialog = useAuthDialog();
  const [profileOpen, setProfileOpen] = useState(false);
  const [theme, setTheme] = useThemePreference();
  return (
    <div className="app">
      <header className="app-header">
        <Link href="/" className="logo" aria-label="Chart Embed, home">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Chart Embed</span>
        </Link>
        <nav aria-label="Main">
          <Link href="/">Home</Link>
          <Link href="/trending">Trending Charts</Link>
          {user ? <Link href="/my-charts">My Charts</Link> : null}
        </nav>
        <div className="header-actions">
          <button
            type="button"
            className="icon-button"
            aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
            onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
          >
            {theme === 'dark' ? '☀' : '☾'}
          </button>
          {user ? (
            <Suspense fallback={null}>
              <AccountMenu user={user} onProfile={() => setProfileOpen(true)} />
            </Suspense>
          ) : (
            <button type="button" className="button button-small" onClick={() => openAuthDialog()}>
              Sign In
            </button>
          )}
        </div>
      </header>
      <main className="app-main">{children}</main>
      <footer className="app-footer">
        <Link href="/terms">Terms</Link>
        <Link href="/privacy">Privacy</Link>
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      </footer>
      <Toaster />
      {authDialog.open ? (
        <Suspense fallback={null}>
          <AuthDialog />
        </Suspense>
      ) : null}
      {user && profileOpen ? (
        <Suspense fallback={null}>
          <EditProfileDialog user={user} open={profileOpen} onOpenChange={setProfileOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
