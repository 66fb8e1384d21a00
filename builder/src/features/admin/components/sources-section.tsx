import { useQuery } from '@tanstack/react-query';
import type { UpstreamStateRow } from '@shared/api/admin';
import { formatDateTime } from '../../../lib/format-date';
import { adminSourcesQuery } from '../api/sources';

const COLUMNS = ['Source', 'Kind', 'Status', 'Last success', 'Last failure'];

const BADGES: Record<UpstreamStateRow['status'], [className: string, text: string]> = {
  ok: ['badge-success', 'OK'],
  failing: ['badge-danger', 'Failing'],
  unknown: ['badge-muted', 'Not called yet'],
  'not configured': ['badge-muted', 'Not configured'],
};

/**
 * Data sources (docs/product.md, Admin): each outside service, whether this server is configured
 * for it, and what its last calls did, so a changed upstream is seen the day it changes.
 */
export function SourcesSection() {
  const sources = useQuery(adminSourcesQuery);
  return (
    <section className="admin-section" aria-labelledby="sources-heading">
      <h2 id="sources-heading">Data Sources</h2>
      {sources.error ? <p role="alert">The sources’ health could not be read. Reload the page to try again.</p> : null}
      <div className="table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              {COLUMNS.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sources.data?.map((s) => {
              const [badge, text] = BADGES[s.status];
              return (
                <tr key={s.id}>
                  <td>{s.name}</td>
                  <td>{s.kind === 'prices' ? 'Prices' : 'Open data'}</td>
                  <td>
                    <span className={`badge ${badge}`}>{text}</span>
                  </td>
                  <td className="nowrap">{s.lastSuccessAt ? formatDateTime(s.lastSuccessAt) : '-'}</td>
                  <td className="failure-cause">{s.lastFailureAt ? `${formatDateTime(s.lastFailureAt)}: ${s.lastFailure ?? ''}` : '-'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
