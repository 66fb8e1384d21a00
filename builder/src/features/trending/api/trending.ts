import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const trendingQuery = queryOptions({ queryKey: queryKeys.trending, queryFn: () => api('GET /api/trending-charts') });

export const commentsQuery = (chartId: number) =>
  queryOptions({ queryKey: ['/api/charts/:id/comments', chartId] as const, queryFn: () => api('GET /api/charts/:id/comments', { params: { id: chartId } }) });

/** Likes, comments, replies and deletions, each refreshing the feed and the chart's comments. */
export function useSocial(chartId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.trending });
    void queryClient.invalidateQueries({ queryKey: commentsQuery(chartId).queryKey });
  };
  return {
    like: useMutation({ mutationFn: () => api('POST /api/charts/:id/like', { params: { id: chartId } }), onSuccess }),
    comment: useMutation({
      mutationFn: (content: string) => api('POST /api/charts/:id/comments', { params: { id: chartId }, body: { content: content.trim() } }),
      onSuccess,
    }),
    reply: useMutation({
      mutationFn: ({ commentId, content }: { commentId: number; content: string }) =>
        api('POST /api/comments/:id/reply', { params: { id: commentId }, body: { content: content.trim() } }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (commentId: number) => api('DELETE /api/comments/:id', { params: { id: commentId } }), onSuccess }),
  };
}
