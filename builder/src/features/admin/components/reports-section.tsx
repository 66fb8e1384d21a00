import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast, toastError } from '../../../components/toast/toast-store';
import { formatDateTime } from '../../../lib/format-date';
import type { ReportRecord } from '@shared/api/moderation';
import { useDeleteAnyChart } from '../api/delete-chart';
import { useDeleteAnyComment } from '../api/delete-comment';
import { useDismissReport } from '../api/dismiss-report';
import { adminReportsQuery } from '../api/reports';
import { ConfirmDialog } from './confirm-dialog';

type Action = 'delete-comment' | 'delete-chart' | 'dismiss';

/** Reports (docs/product.md, Admin): the open reports, newest first, each with what it is about and what to do. */
export function ReportsSection() {
  const reports = useQuery(adminReportsQuery);
  const [confirming, setConfirming] = useState<{ action: Action; report: ReportRecord } | null>(null);

  useEffect(() => {
    if (reports.error) toastError(reports.error, 'Failed to fetch reports');
  }, [reports.error]);

  const list = reports.data?.reports ?? [];
  return (
    <section className="admin-section" aria-labelledby="reports-heading">
      <h2 id="reports-heading">
        Reports {list.length > 0 ? <span className="badge">{reports.data?.nextBefore ? `${list.length}+` : list.length}</span> : null}
      </h2>
      {reports.isLoading ? (
        <p>Loading reports...</p>
      ) : list.length === 0 ? (
        <p className="empty-state">No open reports</p>
      ) : (
        <ul className="report-list">
          {list.map((report) => (
            <li key={report.id} className="report" aria-label={`Report ${report.id}`}>
              <ReportView report={report} onAction={(action) => setConfirming({ action, report })} />
            </li>
          ))}
        </ul>
      )}
      {reports.data?.nextBefore ? <p className="muted small">Showing the {list.length} newest reports: older ones appear as these are handled.</p> : null}
      {confirming ? <Confirm {...confirming} onClose={() => setConfirming(null)} /> : null}
    </section>
  );
}

function ReportView({ report, onAction }: { report: ReportRecord; onAction(action: Action): void }) {
  const chartLink = (
    <a href={`/e/${report.chart.slug}`} target="_blank" rel="noreferrer">
      {report.chart.title}
    </a>
  );
  return (
    <>
      <p className="report-meta">
        <span className="badge">{report.comment ? 'Comment' : 'Chart'}</span>{' '}
        <span className="muted">
          reported by @{report.reporter.username} · {formatDateTime(report.createdAt)}
        </span>
      </p>
      <p className="report-reason">{report.reason}</p>
      {report.comment ? (
        <div className="report-target">
          <p className="comment-meta">
            <strong>@{report.comment.author.username}</strong> <span className="muted">on</span> {chartLink}
          </p>
          <p className="comment-content">{report.comment.content}</p>
        </div>
      ) : (
        <div className="report-target">
          <p className="comment-meta">
            {chartLink} <span className="muted">by @{report.chart.owner.username}</span>
          </p>
        </div>
      )}
      <div className="card-actions">
        {report.comment ? (
          <button type="button" className="button button-small button-danger" onClick={() => onAction('delete-comment')}>
            Delete comment
          </button>
        ) : (
          <button type="button" className="button button-small button-danger" onClick={() => onAction('delete-chart')}>
            Delete chart
          </button>
        )}
        <button type="button" className="button button-small button-outline" onClick={() => onAction('dismiss')}>
          Dismiss
        </button>
      </div>
    </>
  );
}

function Confirm({ action, report, onClose }: { action: Action; report: ReportRecord; onClose(): void }) {
  const deleteComment = useDeleteAnyComment();
  const deleteChart = useDeleteAnyChart();
  const dismiss = useDismissReport();
  const done = (title: string, fallback: string) => ({
    onSuccess: () => {
      toast({ title });
      onClose();
    },
    onError: (error: unknown) => toastError(error, fallback),
  });
  if (action === 'delete-comment' && report.comment) {
    return (
      <ConfirmDialog
        title="Delete Comment"
        description={`Delete this comment by @${report.comment.author.username} and its replies? This cannot be undone.`}
        confirmLabel="Delete comment"
        pending={deleteComment.isPending}
        onConfirm={() => deleteComment.mutate(report.comment!.id, done('Comment deleted', 'Failed to delete comment'))}
        onClose={onClose}
      />
    );
  }
  if (action === 'delete-chart') {
    return (
      <ConfirmDialog
        title="Delete Chart"
        description={`Delete “${report.chart.title}” by @${report.chart.owner.username} with its likes and comments? Its embeds stop working. This cannot be undone.`}
        confirmLabel="Delete chart"
        pending={deleteChart.isPending}
        onConfirm={() => deleteChart.mutate(report.chart.id, done('Chart deleted', 'Failed to delete chart'))}
        onClose={onClose}
      />
    );
  }
  return (
    <ConfirmDialog
      title="Dismiss Report"
      description={`Dismiss this report? The ${report.comment ? 'comment' : 'chart'} stays as it is.`}
      confirmLabel="Dismiss"
      pending={dismiss.isPending}
      onConfirm={() => dismiss.mutate(report.id, done('Report dismissed', 'Failed to dismiss report'))}
      onClose={onClose}
    />
  );
}
