export { Capabilities as CapabilitiesRecord } from '@shared/api/site';
