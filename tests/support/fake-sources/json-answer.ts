/**
 * A JSON answer for a fake handler. The handler files take this rather than `json` from
 * ../fake-sources.ts: that file imports every handler, so a handler importing a value back makes a
 * cycle, and a test that imports a handler file first (for its value functions) would start the
 * server with that handler still undefined.
 */
import type { FakeAnswer } from '../fake-sources';

export const jsonAnswer = (body: unknown, status = 200): FakeAnswer => ({ status, body: JSON.stringify(body), contentType: 'application/json' });
