/**
 * Placeholder so the fake server compiles in this branch: the World Bank fake is written on
 * another branch and replaces this file when they merge.
 */
import type { FakeHandler } from '../fake-sources';

export const worldBankHandler: FakeHandler = () => ({ status: 404, body: 'no World Bank fake on this branch' });
