// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageTitle } from './app';
import { documentTitle, useDocumentTitle } from './document-title';

afterEach(cleanup);

/** The tab title the app gives the page at `path`. */
function titleAt(path: string): string {
  const { hook } = memoryLocation({ path });
  const wrapper = ({ children }: { children: ReactNode }) => <Router hook={hook}>{children}</Router>;
  renderHook(() => useDocumentTitle(usePageTitle()), { wrapper });
  return document.title;
}

describe('tab titles', () => {
  it('name each route, then the site; the home page is the site alone', () => {
    expect(titleAt('/')).toBe('Chart Embed');
    expect(titleAt('/my-charts')).toBe('My Charts · Chart Embed');
    expect(titleAt('/trending')).toBe('Trending · Chart Embed');
    expect(titleAt('/classic')).toBe('Charts from a sentence · Chart Embed');
    expect(titleAt('/terms')).toBe('Terms of Service · Chart Embed');
    expect(titleAt('/privacy')).toBe('Privacy Policy · Chart Embed');
    expect(titleAt('/email-verified')).toBe('Email verification · Chart Embed');
    expect(titleAt('/verify-email')).toBe('Email verification · Chart Embed');
    expect(titleAt('/resend-verification')).toBe('Resend verification email · Chart Embed');
    expect(titleAt('/reset-password')).toBe('Reset password · Chart Embed');
    expect(titleAt('/admin')).toBe('Admin · Chart Embed');
    expect(titleAt('/admin/dashboard')).toBe('Admin dashboard · Chart Embed');
  });

  it('say so on a page that does not exist', () => {
    expect(titleAt('/no-such-page')).toBe('Page not found · Chart Embed');
    expect(titleAt('/trending/extra')).toBe('Page not found · Chart Embed');
  });

  it('match a path as the router does, trailing slash and case alike', () => {
    expect(titleAt('/trending/')).toBe('Trending · Chart Embed');
    expect(titleAt('/My-Charts')).toBe('My Charts · Chart Embed');
  });

  it('follow the page when the location changes', () => {
    const { hook, navigate } = memoryLocation({ path: '/trending' });
    const wrapper = ({ children }: { children: ReactNode }) => <Router hook={hook}>{children}</Router>;
    renderHook(() => useDocumentTitle(usePageTitle()), { wrapper });
    expect(document.title).toBe('Trending · Chart Embed');
    act(() => navigate('/nowhere'));
    expect(document.title).toBe('Page not found · Chart Embed');
    act(() => navigate('/'));
    expect(document.title).toBe('Chart Embed');
  });

  it('put the page first', () => {
    expect(documentTitle('My Charts')).toBe('My Charts · Chart Embed');
    expect(documentTitle(null)).toBe('Chart Embed');
  });
});
