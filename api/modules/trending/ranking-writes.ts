/**
 * The calls whose success may change the trending order, or what a shared guest page shows (a
 * chart's name, counts, data or author): this instance drops its shared order after each (see
 * ranking-cache.ts). Every other write keeps it. Dropping it on any write that was not a read let
 * anyone empty it for every reader with an anonymous `POST /api/auth/logout`, and the next guest
 * page cost five times as much.
 */
import type { ApiRoute } from '@shared/api/routes';

const RANKING_WRITES: ReadonlySet<string> = new Set<ApiRoute>([
  'POST /api/chart',
  'PATCH /api/charts/:id',
  'PATCH /api/charts/:id/rename',
  'DELETE /api/charts/:id',
  'POST /api/charts/:id/refresh',
  'POST /api/charts/:id/rows',
  'POST /api/charts/:id/like',
  'POST /api/charts/:id/comments',
  'POST /api/comments/:id/reply',
  'DELETE /api/comments/:id',
  // A new username shows on the author's cards; a deleted account's charts leave.
  'PATCH /api/profile',
  'DELETE /api/profile',
  // Disabling an author, and removing a chart or comment.
  'PATCH /api/admin/users/:id',
  'DELETE /api/admin/charts/:id',
  'DELETE /api/admin/comments/:id',
]);

/** Whether a call answered without an error (`route` as Elysia names it: `/api/charts/:id`) may have changed the ranking. */
export function changesRanking(method: string, route: string): boolean {
  return RANKING_WRITES.has(`${method} ${route}`);
}
