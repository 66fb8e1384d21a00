import { describe, expect, it } from 'vitest';
import { nearestCodes } from './nearest-codes';

describe('nearestCodes', () => {
  const known = ['NGDP_RPCH', 'NGDPD', 'NGDPDPC', 'PCPIPCH', 'LUR', 'GGXWDG_NGDP'];

  it('puts the closest spelling first, ignoring case', () => {
    expect(nearestCodes('ngdp_rpcx', known)[0]).toBe('NGDP_RPCH');
    expect(nearestCodes('USX', ['CHN', 'USA', 'GBR'])[0]).toBe('USA');
  });

  it('ranks codes containing the asked one above mere near spellings', () => {
    expect(nearestCodes('GDP', known).slice(0, 4)).toEqual(['NGDPD', 'NGDPDPC', 'NGDP_RPCH', 'GGXWDG_NGDP']);
  });

  it('offers at most five, never the code itself', () => {
    expect(nearestCodes('LUR', [...known, 'LUX', 'LUA', 'LUB', 'LUC', 'LUD'])).toHaveLength(5);
    expect(nearestCodes('LUR', known)).not.toContain('LUR');
  });
});
