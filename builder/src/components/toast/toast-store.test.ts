// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { toastError, useToasts } from './toast-store';

describe('toastError', () => {
  it('shows the message the server sent', () => {
    toastError(new ApiError(409, JSON.stringify({ message: 'Username already taken' }), 'Conflict'), 'Failed to update profile');
    const { result } = renderHook(() => useToasts());
    expect(result.current[0]).toMatchObject({ title: 'Error', description: 'Username already taken', variant: 'destructive' });
  });

  it('falls back to the spec’s words when the server sent none, under the given title', () => {
    toastError(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway'), 'CSV parse failed', 'Error parsing CSV');
    const { result } = renderHook(() => useToasts());
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'Error parsing CSV', description: 'CSV parse failed', variant: 'destructive' });
  });
});
