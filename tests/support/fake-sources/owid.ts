/**
 * Placeholder until the Our World in Data fake lands: the shared fake server imports this name, and
 * World Bank and IMF tests need that server to start. Every OWID request answers 404.
 */
import type { FakeHandler } from '../fake-sources';

export const owidHandler: FakeHandler = () => ({ status: 404, body: 'no OWID fake yet' });
