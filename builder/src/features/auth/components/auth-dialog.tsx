import * as Tabs from '@radix-ui/react-tabs';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog';
import { FormError } from '../../../components/form-error';
import { FieldError } from '../../../components/field-error';
import { toast } from '../../../components/toast/toast-store';
import { closeAuthDialog, useAuthDialog, type AuthTab } from '../../../hooks/use-auth-dialog';
import { useFormFields } from '../../../hooks/use-form-fields';
import { useFormProblems } from '../../../hooks/use-form-problems';
import { useLogin, useRegister } from '../api/sign-in';
import { ForgotPasswordForm } from './forgot-password-form';

export const PRODUCT_NAME = 'Chart Embed';

/** The Authentication dialog (docs/product.md, Signing in): Login and Register tabs, and a way back in without the password. */
export function AuthDialog() {
  const { open, onDone, tab } = useAuthDialog();
  const done = () => {
    closeAuthDialog();
    onDone?.();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && closeAuthDialog()} title="Authentication">
      <AuthCard onSuccess={done} tab={tab} />
    </Dialog>
  );
}

export function AuthCard({ onSuccess, tab = 'login' }: { onSuccess?: () => void; tab?: AuthTab }) {
  const [forgotten, setForgotten] = useState(false);
  if (forgotten) {
    return (
      <div className="auth-card">
        <h2>Reset your password</h2>
        <ForgotPasswordForm onBack={() => setForgotten(false)} />
      </div>
    );
  }
  return (
    <div className="auth-card">
      <h2>Welcome to {PRODUCT_NAME}</h2>
      <p className="muted">Sign in to save and share your charts</p>
      <Tabs.Root defaultValue={tab}>
        <Tabs.List className="tabs" aria-label="Sign in or create an account">
          <Tabs.Trigger value="login" className="tab">
            Login
          </Tabs.Trigger>
          <Tabs.Trigger value="register" className="tab">
            Register
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login">
          <LoginForm onSuccess={onSuccess} onForgot={() => setForgotten(true)} />
        </Tabs.Content>
        <Tabs.Content value="register">
          <RegisterForm onSuccess={onSuccess} />
        </Tabs.Content>
      </Tabs.Root>
      <p className="fine-print">By signing in, you agree to our Terms of Service and Privacy Policy</p>
    </div>
  );
}

const LOGIN_FIELDS = ['usernameOrEmail', 'password'] as const;
const REGISTER_FIELDS = ['username', 'email', 'password', 'confirmPassword'] as const;

function LoginForm({ onSuccess, onForgot }: { onSuccess?: () => void; onForgot(): void }) {
  const login = useLogin();
  const problems = useFormProblems(LOGIN_FIELDS);
  const { values: form, field } = useFormFields({ usernameOrEmail: '', password: '' }, problems.clear);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.usernameOrEmail || !form.password) return problems.say('Please fill all fields');
    problems.clear();
    login.mutate(form, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Logged in successfully' });
        onSuccess?.();
      },
      onError: (error) => problems.sayError(error, 'Failed to log in'),
    });
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <label>
        Username or email
        <input autoComplete="username" {...field('usernameOrEmail')} {...problems.input('usernameOrEmail')} />
      </label>
      <FieldError id={problems.id('usernameOrEmail')} message={problems.of('usernameOrEmail')} />
      <label>
        Password
        <input type="password" autoComplete="current-password" {...field('password')} {...problems.input('password')} />
      </label>
      <FieldError id={problems.id('password')} message={problems.of('password')} />
      <button type="button" className="link-button forgot-link" onClick={onForgot}>
        Forgot password?
      </button>
      <FormError message={problems.form} />
      <button type="submit" className="button" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}

function RegisterForm({ onSuccess }: { onSuccess?: () => void }) {
  const register = useRegister();
  const problems = useFormProblems(REGISTER_FIELDS);
  const { values: form, field } = useFormFields({ username: '', email: '', password: '', confirmPassword: '' }, problems.clear);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.username || !form.email || !form.password) return problems.say('Please fill all required fields (username, email, and password)');
    if (form.password !== form.confirmPassword) return problems.say('Passwords do not match', 'confirmPassword');
    problems.clear();
    const { confirmPassword: _confirm, ...payload } = form;
    register.mutate(payload, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Account created successfully' });
        onSuccess?.();
      },
      onError: (error) => problems.sayError(error, 'Failed to create account. Please try again.'),
    });
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <label>
        Username
        <input autoComplete="username" {...field('username')} {...problems.input('username')} />
      </label>
      <FieldError id={problems.id('username')} message={problems.of('username')} />
      <label>
        Email
        <input type="email" autoComplete="email" {...field('email')} {...problems.input('email')} />
      </label>
      <FieldError id={problems.id('email')} message={problems.of('email')} />
      <label>
        Password
        <input type="password" autoComplete="new-password" {...field('password')} {...problems.input('password')} />
      </label>
      <FieldError id={problems.id('password')} message={problems.of('password')} />
      <label>
        Confirm password
        <input type="password" autoComplete="new-password" {...field('confirmPassword')} {...problems.input('confirmPassword')} />
      </label>
      <FieldError id={problems.id('confirmPassword')} message={problems.of('confirmPassword')} />
      <FormError message={problems.form} />
      <button type="submit" className="button" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </button>
    </form>
  );
}
