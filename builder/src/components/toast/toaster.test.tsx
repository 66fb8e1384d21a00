// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast-store';
import { Toaster } from './toaster';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('lets a success pass after 5 seconds and keeps a failure until it is closed', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast({ title: 'Chart renamed' }));
    expect(screen.getByText('Chart renamed')).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(6000));
    expect(screen.queryByText('Chart renamed')).toBeNull();

    act(() => void toast({ title: 'Error', description: 'Could not rename the chart.', variant: 'destructive' }));
    await act(async () => void vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Could not rename the chart.')).toBeTruthy();
  });
});
