import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { toast, toastError } from '../../../components/toast/toast-store';
import { adminStatusQuery, useAdminLogin } from '../api/admin';

/** `/admin` (docs/product.md, Admin): the access-code form. */
export default function AdminLoginPage() {
  const [code, setCode] = useState('');
  const login = useAdminLogin();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(code, {
      onSuccess: () => {
        toast({ title: 'Admin access granted' });
        queryClient.removeQueries({ queryKey: adminStatusQuery.queryKey });
        navigate('/admin/dashboard');
      },
      onError: (error) => toastError(error, 'Failed to login'),
    });
  };
  return (
    <section className="page narrow">
      <h1>Admin</h1>
      <form className="form" onSubmit={submit}>
        <label>
          Access code
          <input type="password" autoComplete="current-password" value={code} onChange={(e) => setCode(e.target.value)} />
        </label>
        <button type="submit" className="button" disabled={login.isPending || !code}>
          {login.isPending ? 'Authenticating...' : 'Access Admin Panel'}
        </button>
      </form>
    </section>
  );
}
