import type { CommentRecord, CommentThread } from '@shared/api/social';
import { CommentView } from './comment-view';
import { ReplyBox } from './reply-box';

/**
 * A top-level comment, the reply box when it is open, and the replies, which offer no Reply of their
 * own since replies go one level deep. A guest is given neither `onReplyToggle` nor `onReport`.
 */
export function ThreadView(props: {
  thread: CommentThread;
  /** The signed-in user's id, whose comments can be deleted. */
  userId: number | undefined;
  replying: boolean;
  onReplyToggle?: () => void;
  onReply(content: string): void;
  onDelete(commentId: number): void;
  onReport?: (comment: CommentRecord) => void;
}) {
  const { thread, userId, onDelete, onReport } = props;
  return (
    <li>
      <CommentView
        comment={thread}
        mine={thread.user.id === userId}
        onDelete={() => onDelete(thread.id)}
        onReply={props.onReplyToggle}
        onReport={onReport ? () => onReport(thread) : undefined}
      />
      {props.replying ? <ReplyBox onSend={props.onReply} /> : null}
      {thread.replies && thread.replies.length > 0 ? (
        <ul className="replies">
          {thread.replies.map((reply) => (
            <li key={reply.id}>
              <CommentView
                comment={reply}
                mine={reply.user.id === userId}
                onDelete={() => onDelete(reply.id)}
                onReport={onReport ? () => onReport(reply) : undefined}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
