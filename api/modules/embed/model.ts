import { t } from 'elysia';

export const OembedQuery = t.Object({
  url: t.String({ minLength: 1, maxLength: 2048, error: 'url: the address of a chart is required' }),
  maxwidth: t.Optional(t.Numeric({ minimum: 1, error: 'maxwidth must be a positive number' })),
  maxheight: t.Optional(t.Numeric({ minimum: 1, error: 'maxheight must be a positive number' })),
  format: t.Optional(t.String()),
});
export type OembedQuery = typeof OembedQuery.static;
