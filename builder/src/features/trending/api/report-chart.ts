import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const useReportChart = () =>
  useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => api('POST /api/charts/:id/report', { params: { id }, body: { reason: reason.trim() } }),
  });
