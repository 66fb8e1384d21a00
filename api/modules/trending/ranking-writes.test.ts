import { describe, expect, it } from 'vitest';
import { changesRanking } from './ranking-writes';

describe('changesRanking', () => {
  it('is true for writes to charts, likes, comments, authors and moderation', () => {
    for (const [method, route] of [
      ['POST', '/api/chart'],
      ['PATCH', '/api/charts/:id'],
      ['DELETE', '/api/charts/:id'],
      ['POST', '/api/charts/:id/like'],
      ['POST', '/api/comments/:id/reply'],
      ['DELETE', '/api/profile'],
      ['PATCH', '/api/admin/users/:id'],
    ]) {
      expect(changesRanking(method!, route!), `${method} ${route}`).toBe(true);
    }
  });

  it('is false for reads and for writes that rank nothing, signing out among them', () => {
    for (const [method, route] of [
      ['GET', '/api/trending-charts'],
      ['GET', '/api/charts/:id/comments'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/password-reset'],
      ['POST', '/api/tokens'],
      ['POST', '/api/events'],
      ['POST', '/api/charts/:id/report'],
      ['POST', '/api/admin/login'],
      ['DELETE', '/api/admin/reports/:id'],
      ['POST', '/api/not-a-route'],
    ]) {
      expect(changesRanking(method!, route!), `${method} ${route}`).toBe(false);
    }
  });
});
