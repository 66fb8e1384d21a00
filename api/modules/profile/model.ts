import { t } from 'elysia';
import { Email, Username } from '../users/model';

const Name = (field: string) =>
  t.Optional(t.Union([t.String({ maxLength: 100 }), t.Null()], { error: `${field} must be at most 100 characters` }));

export const ProfileBody = t.Object({
  username: Username,
  email: Email,
  firstName: Name('firstName'),
  lastName: Name('lastName'),
});
export type ProfileBody = typeof ProfileBody.static;
