// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import NotFoundPage from './not-found-page';

afterEach(cleanup);

describe('the 404 page', () => {
  it('says what the spec says, and leads home', () => {
    const location = memoryLocation({ path: '/no-such-page', record: true });
    render(
      <Router hook={location.hook}>
        <NotFoundPage />
      </Router>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found');
    screen.getByText('Did you forget to add the page to the router?');
    const home = screen.getByRole('link', { name: 'Back to Home' });
    expect(home.getAttribute('href')).toBe('/');
    fireEvent.click(home);
    expect(location.history).toEqual(['/no-such-page', '/']);
  });
});
