// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { closeAuthDialog, useAuthDialog } from '../../../hooks/use-auth-dialog';
import { GATE_MESSAGES, GATE_STEP_MS } from '../logic/gate-messages';
import { SignupGate } from './signup-gate';

vi.mock('../../../components/chart-view', () => ({ ChartView: () => <div data-testid="chart" /> }));

afterEach(() => {
  cleanup();
  closeAuthDialog();
  vi.useRealTimers();
});

describe('the signup gate', () => {
  // The dialog opening on the tab it is asked for is auth-dialog.test.tsx's.
  it('asks for the Authentication dialog on Register for Create Free Profile', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const passed = vi.fn();
    render(<SignupGate preview={{ type: 'line' } as unknown as ChartSpec} onAuthenticated={passed} />);
    act(() => vi.advanceTimersByTime(GATE_STEP_MS * GATE_MESSAGES.length));
    fireEvent.click(screen.getByRole('button', { name: 'Create Free Profile' }));
    const dialog = renderHook(() => useAuthDialog()).result.current;
    expect(dialog).toMatchObject({ open: true, tab: 'register' });
    dialog.onDone?.();
    expect(passed).toHaveBeenCalledOnce();
  });
});
