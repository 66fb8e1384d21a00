import { toast, toastError } from '../../../components/toast/toast-store';
import { useSocial } from '../api/trending';

const fail = (fallback: string) => (error: unknown) => toastError(error, fallback);

/**
 * A chart's likes, comments, replies and deletions as the detail offers them: each says in a toast
 * how it went, and a deletion, which cannot be undone, is confirmed first. `onAdded` runs once the
 * server has the text, so a draft is cleared only when it is safe to lose it.
 */
export function useSocialActions(chartId: number) {
  const social = useSocial(chartId);
  return {
    like: () =>
      social.like.mutate(undefined, {
        onSuccess: (answer: { liked: boolean }) => answer.liked && toast({ title: 'Chart liked!' }),
        onError: fail('Failed to like chart'),
      }),
    liking: social.like.isPending,
    comment: (content: string, onAdded: () => void) =>
      social.comment.mutate(content, {
        onSuccess: () => {
          onAdded();
          toast({ title: 'Comment added!' });
        },
        onError: fail('Failed to add comment'),
      }),
    commenting: social.comment.isPending,
    reply: (commentId: number, content: string, onAdded: () => void) =>
      social.reply.mutate(
        { commentId, content },
        {
          onSuccess: () => {
            onAdded();
            toast({ title: 'Reply added!' });
          },
          onError: fail('Failed to add reply'),
        },
      ),
    remove: (commentId: number) => {
      if (!window.confirm('Are you sure you want to delete this comment?')) return;
      social.remove.mutate(commentId, { onSuccess: () => toast({ title: 'Comment deleted!' }), onError: fail('Failed to delete comment') });
    },
  };
}
