/**
 * Files any page may load, including pages that isolate themselves (COEP), and time: without
 * Timing-Allow-Origin a host page's Resource Timing of our files is all zeros, so a blogger (or
 * bench/cold-paint.ts) could not tell our server's time from the browser's. The embed paths and
 * the widget runtime both answer with these.
 */
export const CROSS_ORIGIN = { 'cross-origin-resource-policy': 'cross-origin', 'timing-allow-origin': '*' };
