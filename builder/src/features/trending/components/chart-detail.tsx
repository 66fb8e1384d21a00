import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { savedChartSpec } from '@shared/saved-chart-spec';
import { ChartView } from '../../../components/chart-view';
import { toast, toastError } from '../../../components/toast/toast-store';
import { openAuthDialog } from '../../../hooks/use-auth-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { plural } from '../../../lib/plural';
import type { CommentRecord, TrendingChart } from '@shared/api/social';
import { commentsQuery, useSocial } from '../api/trending';
import { CommentView } from './comment-view';
import { ReplyBox } from './reply-box';
import { ReportDialog } from './report-dialog';
import { feedDataSrc } from './feed-data-src';

/** The detail of a trending chart (docs/product.md, Trending): the chart at 500 px, likes, and the comments. */
export function ChartDetail({ chart, title, onClose }: { chart: TrendingChart; title: string; onClose(): void }) {
  const { user } = useCurrentUser();
  const comments = useQuery(commentsQuery(chart.id));
  const social = useSocial(chart.id);
  const [text, setText] = useState('');
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [reporting, setReporting] = useState<CommentRecord | null>(null);
  const fail = (fallback: string) => (error: unknown) => toastError(error, fallback);

  const like = () =>
    user
      ? social.like.mutate(undefined, {
          onSuccess: (answer: { liked: boolean }) => answer.liked && toast({ title: 'Chart liked!' }),
          onError: fail('Failed to like chart'),
        })
      : openAuthDialog();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    social.comment.mutate(text, {
      onSuccess: () => {
        setText('');
        toast({ title: 'Comment added!' });
      },
      onError: fail('Failed to add comment'),
    });
  };

  const count = comments.data?.reduce((n, c) => n + 1 + (c.replies?.length ?? 0), 0) ?? chart.commentCount;
  return (
    <section className="chart-detail" aria-label={title}>
      <header className="detail-header">
        <h2>{title}</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </header>
      <ChartView spec={savedChartSpec(chart)} src={feedDataSrc(chart)} height={500} />
      <div className="detail-stats">
        <span>{plural(chart.views, 'view')}</span>
        <button
          type="button"
          className="button button-outline button-small like-button"
          aria-pressed={chart.liked}
          title={chart.liked ? 'Unlike' : 'Like'}
          onClick={like}
          disabled={social.like.isPending}
        >
          ♥ {chart.likes}
        </button>
        <span>{plural(count, 'comment')}</span>
      </div>
      {user ? (
        <form className="comment-form" onSubmit={submit}>
          <textarea aria-label="Add a comment" placeholder="Add a comment..." value={text} onChange={(e) => setText(e.target.value)} maxLength={2000} />
          <button type="submit" className="button button-small" disabled={!text.trim() || social.comment.isPending}>
            Comment
          </button>
        </form>
      ) : (
        <div className="guest-prompt">
          <p>Sign in to like and comment on charts</p>
          <button type="button" className="button button-small" onClick={() => openAuthDialog()}>
            Sign In
          </button>
        </div>
      )}
      <h3>Comments ({count})</h3>
      <ul className="comments">
        {comments.data?.map((comment) => (
          <li key={comment.id}>
            <CommentView
              comment={comment}
              mine={comment.user.id === user?.id}
              onDelete={() => remove(comment.id)}
              onReply={user ? () => setReplyingTo((current) => (current === comment.id ? null : comment.id)) : undefined}
              onReport={user ? () => setReporting(comment) : undefined}
            />
            {replyingTo === comment.id ? (
              <ReplyBox
                onSend={(content) =>
                  social.reply.mutate(
                    { commentId: comment.id, content },
                    {
                      onSuccess: () => {
                        setReplyingTo(null);
                        toast({ title: 'Reply added!' });
                      },
                      onError: fail('Failed to add reply'),
                    },
                  )
                }
              />
            ) : null}
            {comment.replies && comment.replies.length > 0 ? (
              <ul className="replies">
                {comment.replies.map((reply) => (
                  <li key={reply.id}>
                    <CommentView
                      comment={reply}
                      mine={reply.user.id === user?.id}
                      onDelete={() => remove(reply.id)}
                      onReport={user ? () => setReporting(reply) : undefined}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {reporting ? <ReportDialog target={{ kind: 'comment', id: reporting.id, name: reporting.user.username }} onClose={() => setReporting(null)} /> : null}
    </section>
  );

  function remove(commentId: number) {
    if (!window.confirm('Are you sure you want to delete this comment?')) return;
    social.remove.mutate(commentId, { onSuccess: () => toast({ title: 'Comment deleted!' }), onError: fail('Failed to delete comment') });
  }
}
