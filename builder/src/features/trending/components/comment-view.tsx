import type { CommentRecord } from '@shared/api/social';
import { formatRelative } from '../../../lib/format-date';

/** A comment with its actions: Reply (top level, signed in), Delete (one's own), Report (someone else's, signed in). */
export function CommentView(props: { comment: CommentRecord; mine: boolean; onDelete(): void; onReply?: () => void; onReport?: () => void }) {
  const { comment, mine, onDelete, onReply, onReport } = props;
  return (
    <div className="comment">
      <p className="comment-meta">
        <strong>@{comment.user.username}</strong> <span className="muted">{formatRelative(comment.createdAt)}</span>
      </p>
      <p className="comment-content">{comment.content}</p>
      <p className="comment-actions">
        {onReply ? (
          <button type="button" className="link-button" onClick={onReply}>
            Reply
          </button>
        ) : null}
        {mine ? (
          <button type="button" className="link-button" onClick={onDelete}>
            Delete
          </button>
        ) : null}
        {onReport && !mine ? (
          <button type="button" className="link-button" aria-label={`Report comment by @${comment.user.username}`} onClick={onReport}>
            Report
          </button>
        ) : null}
      </p>
    </div>
  );
}
