import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const useReportComment = () =>
  useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => api('POST /api/comments/:id/report', { params: { id }, body: { reason: reason.trim() } }),
  });
