import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { NO_PRICE_PROVIDER, PRICE_PROVIDER_NAMES } from '@shared/reading/price-providers';
import { toastError } from '../../../components/toast/toast-store';
import { useCapabilities } from '../../../lib/capabilities';
import { adminStatusQuery, useAdminLogout } from '../api/admin';
import { ReportsSection } from './reports-section';
import { SourcesSection } from './sources-section';
import { UsersSection } from './users-section';

/** `/admin/dashboard` (docs/product.md, Admin): checks the admin session on load; back to /admin on any failure. */
export default function AdminDashboardPage() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const status = useQuery(adminStatusQuery);
  const isAdmin = status.data?.isAdmin === true;
  const logout = useAdminLogout();

  useEffect(() => {
    if (status.isError || (status.data && !status.data.isAdmin)) navigate('/admin');
  }, [status.isError, status.data, navigate]);

  if (!isAdmin) return null;
  return (
    <section className="page">
      <header className="admin-header">
        <h1>
          Dashboard <span className="badge">Admin</span>
        </h1>
        <button
          type="button"
          className="button button-outline button-small"
          onClick={() =>
            logout.mutate(undefined, {
              onSuccess: () => {
                queryClient.removeQueries({ queryKey: adminStatusQuery.queryKey });
                navigate('/admin');
              },
              onError: (error) => toastError(error, 'Failed to logout'),
            })
          }
        >
          Logout
        </button>
      </header>
      <ServerFacts />
      <SourcesSection />
      <ReportsSection />
      <UsersSection />
    </section>
  );
}

/** What this server can do, as the start-up banner says it: the same facts from `GET /api/capabilities`. */
function ServerFacts() {
  const can = useCapabilities();
  if (!can) return null;
  const facts = [
    ['AI charts', can.ai ? 'On' : 'Planner only: no AI model is connected (see the README to connect one)'],
    ['Ticker prices', can.priceProviders.length ? can.priceProviders.map((id) => PRICE_PROVIDER_NAMES[id]).join(', then ') : `None: ${NO_PRICE_PROVIDER}`],
    ['E-mail', can.mail === 'smtp' ? 'Sent over SMTP' : 'Printed to the server log (no SMTP_URL)'],
    ['Live data', can.liveData ? 'On' : 'Off'],
  ];
  return (
    <section className="server-facts" aria-labelledby="server-heading">
      <h2 id="server-heading">Server</h2>
      <dl className="chart-details">
        {facts.map(([name, value]) => (
          <div key={name} className="fact">
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
