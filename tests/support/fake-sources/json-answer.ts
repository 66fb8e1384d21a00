/**
 * A JSON answer for a fake handler, in a file of its own: ../fake-sources.ts imports every handler,
 * so a handler importing a value from there makes a cycle, and a test that imports a handler file
 * first (for its value functions) would start the server with that handler still undefined. The
 * handlers import only types from ../fake-sources.ts (ESLint's import-x/no-cycle checks).
 */
import type { FakeAnswer } from '../fake-sources';

export const jsonAnswer = (body: unknown, status = 200): FakeAnswer => ({ status, body: JSON.stringify(body), contentType: 'application/json' });
