/**
 * Placeholder so the fake server compiles in this branch: the IMF fake is written on another
 * branch and replaces this file when they merge.
 */
import type { FakeHandler } from '../fake-sources';

export const imfHandler: FakeHandler = () => ({ status: 404, body: 'no IMF fake on this branch' });
