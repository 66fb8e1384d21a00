import type { ReactNode } from 'react';
import { Link } from 'wouter';

export const CONTACT_EMAIL = 'hello@chartembed.dev';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="app">
      <header className="app-header">
        <Link href="/" className="logo" aria-label="Chart Embed, home">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Chart Embed</span>
        </Link>
        <nav aria-label="Main">
          <Link href="/">Home</Link>
        </nav>
      </header>
      <main className="app-main">{children}</main>
      <footer className="app-footer">
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      </footer>
    </div>
  );
}
