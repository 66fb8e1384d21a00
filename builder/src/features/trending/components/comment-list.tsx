import { useState } from 'react';
import type { UserRecord } from '@shared/api/users';
import type { CommentRecord, CommentThread } from '@shared/api/social';
import { ReportDialog } from './report-dialog';
import { ThreadView } from './thread-view';

/** The comments under a chart; one thread at a time has its reply box open, so Reply on another moves it. */
export function CommentList(props: {
  threads: CommentThread[] | undefined;
  count: number;
  user: UserRecord | null;
  onReply(commentId: number, content: string, onAdded: () => void): void;
  onDelete(commentId: number): void;
}) {
  const { threads, count, user } = props;
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [reporting, setReporting] = useState<CommentRecord | null>(null);
  return (
    <>
      <h3>Comments ({count})</h3>
      <ul className="comments">
        {threads?.map((thread) => (
          <ThreadView
            key={thread.id}
            thread={thread}
            userId={user?.id}
            replying={replyingTo === thread.id}
            onReplyToggle={user ? () => setReplyingTo((current) => (current === thread.id ? null : thread.id)) : undefined}
            onReply={(content) => props.onReply(thread.id, content, () => setReplyingTo(null))}
            onDelete={props.onDelete}
            onReport={user ? setReporting : undefined}
          />
        ))}
      </ul>
      {reporting ? <ReportDialog target={{ kind: 'comment', id: reporting.id, name: reporting.user.username }} onClose={() => setReporting(null)} /> : null}
    </>
  );
}
