/**
 * How many unauthenticated writes one address may make in a UTC day on this instance: a flood of
 * beacons from one address stops costing anything once it is past the cap. Addresses are kept as
 * they come only for the day and at most `maxAddresses` of them (the oldest go first).
 */
export interface AddressCap {
  /** True while `address` is within its cap today; each call counts. */
  allow(address: string): boolean;
}

export function createAddressCap(options: { perDay: number; maxAddresses: number; now?: () => number }): AddressCap {
  const now = options.now ?? Date.now;
  let day = '';
  let counts = new Map<string, number>();
  return {
    allow(address) {
      const today = new Date(now()).toISOString().slice(0, 10);
      if (today !== day) [day, counts] = [today, new Map()];
      const n = (counts.get(address) ?? 0) + 1;
      counts.delete(address);
      counts.set(address, n);
      if (counts.size > options.maxAddresses) counts.delete(counts.keys().next().value!);
      return n <= options.perDay;
    },
  };
}
