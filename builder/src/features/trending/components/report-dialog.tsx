import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { toast, toastError } from '../../../components/toast/toast-store';
import { useReportChart } from '../api/report-chart';
import { useReportComment } from '../api/report-comment';

export interface ReportTarget {
  kind: 'chart' | 'comment';
  id: number;
  /** How the description names it: the chart's title, or the comment's author. */
  name: string;
}

const MAX_REASON = 500;

/** Report Chart / Report Comment (docs/product.md, Trending): a reason is required; it is sent trimmed. */
export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose(): void }) {
  const reportChart = useReportChart();
  const reportComment = useReportComment();
  const report = target.kind === 'chart' ? reportChart : reportComment;
  const [reason, setReason] = useState('');
  const what = target.kind === 'chart' ? `the chart “${target.name}”` : `this comment by @${target.name}`;
  return (
    <Dialog
      open
      onOpenChange={onClose}
      title={target.kind === 'chart' ? 'Report Chart' : 'Report Comment'}
      description={`Tell the moderators what is wrong with ${what}. They will review it.`}
    >
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return;
          report.mutate(
            { id: target.id, reason },
            {
              onSuccess: (answer) => {
                toast({ title: 'Report sent', description: answer.message });
                onClose();
              },
              onError: (error) => toastError(error, 'Failed to send report'),
            },
          );
        }}
      >
        <label>
          Reason
          <textarea
            className="report-reason-input"
            placeholder="Spam, abuse, made-up data..."
            value={reason}
            maxLength={MAX_REASON}
            onChange={(e) => setReason(e.target.value)}
            autoFocus
          />
        </label>
        <p className="muted small report-count" aria-live="polite">
          {reason.length}/{MAX_REASON}
        </p>
        <div className="dialog-buttons">
          <button type="button" className="button button-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={!reason.trim() || report.isPending}>
            {report.isPending ? 'Sending...' : 'Send report'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
