import { describe, expect, it } from 'vitest';
import { problemField } from './problem-field';

const REGISTER = ['username', 'email', 'password', 'confirmPassword'] as const;

describe('problemField', () => {
  it('finds the field a message starts with', () => {
    expect(problemField('password must be 8 to 256 characters', REGISTER)).toBe('password');
    expect(problemField('username must be 3 to 32 letters, digits, _ . or -', REGISTER)).toBe('username');
    expect(problemField('email: Expected string', REGISTER)).toBe('email');
    expect(problemField('usernameOrEmail is required', ['usernameOrEmail', 'password'])).toBe('usernameOrEmail');
  });

  it('finds the one field a conflict mentions', () => {
    expect(problemField('That username is already taken', REGISTER)).toBe('username');
    expect(problemField('An account with that e-mail already exists', REGISTER)).toBe('email');
  });

  it('leaves a message about no one field to the form', () => {
    expect(problemField('Too many attempts. Please try again in 15 minutes.', REGISTER)).toBeNull();
    expect(problemField('Invalid credentials', ['usernameOrEmail', 'password'])).toBeNull();
    expect(problemField('Use your username or email, not both', REGISTER)).toBeNull();
    expect(problemField('firstName must be at most 100 characters', REGISTER)).toBeNull();
  });
});
