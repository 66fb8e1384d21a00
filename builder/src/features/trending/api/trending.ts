import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Comment, TrendingChart } from '../../../types/api';

export const trendingQuery = queryOptions<TrendingChart[]>({ queryKey: queryKeys.trending });

export const commentsQuery = (chartId: number) => queryOptions<Comment[]>({ queryKey: [`/api/charts/${chartId}/comments`] });

/** Likes, comments, replies and deletions, each refreshing the feed and the chart's comments. */
export function useSocial(chartId: number) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.trending });
    void queryClient.invalidateQueries({ queryKey: commentsQuery(chartId).queryKey });
  };
  const call = <T,>(fn: (input: T) => Promise<Response>) =>
    useMutation({ mutationFn: async (input: T) => (await fn(input)).json(), onSuccess: refresh });
  return {
    like: call<void>(() => apiRequest('POST', `/api/charts/${chartId}/like`)),
    comment: call<string>((content) => apiRequest('POST', `/api/charts/${chartId}/comments`, { content: content.trim() })),
    reply: call<{ commentId: number; content: string }>(({ commentId, content }) => apiRequest('POST', `/api/comments/${commentId}/reply`, { content: content.trim() })),
    remove: call<number>((commentId) => apiRequest('DELETE', `/api/comments/${commentId}`)),
  };
}
