/**
 * Placeholder until the SEC fakes land: the shared fake server imports these names, and World Bank
 * and IMF tests need that server to start. Every SEC request answers 404.
 */
import type { FakeHandler } from '../fake-sources';

export const secHandler: FakeHandler = () => ({ status: 404, body: 'no SEC fake yet' });
export const secTickersHandler: FakeHandler = () => ({ status: 404, body: 'no SEC fake yet' });
