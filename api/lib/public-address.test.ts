import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['93.184.215.14'],
    ['172.15.255.255'], // just below 172.16/12
    ['172.32.0.1'], // just above it
    ['100.63.255.255'], // just below 100.64/10
    ['100.128.0.1'], // just above it
    ['223.255.255.255'], // the last address before multicast
    ['2606:4700::1111'],
    ['2001:4860:4860::8888'],
    ['[2606:4700::1111]'],
    ['::ffff:8.8.8.8'], // mapped, but to a public address
    ['64:ff9b::808:808'], // NAT64 to 8.8.8.8
    ['2002:808:808::1'], // 6to4 through 8.8.8.8
  ])('lets %s through', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback, written out'],
    ['[::1]', 'loopback, bracketed as in a URL'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.0.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone id'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fec0::1', 'site-local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', '"this network"'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
    ['::FFFF:7F00:1', 'IPv4-mapped loopback, upper case'],
    ['0:0:0:0:0:ffff:7f00:1', 'IPv4-mapped loopback, written out'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata, hex form'],
    ['::ffff:0:127.0.0.1', 'IPv4-translated loopback'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::7f00:1', 'IPv4-compatible loopback, hex form'],
    ['::8.8.8.8', 'IPv4-compatible, deprecated and unroutable'],
    ['64:ff9b::127.0.0.1', 'NAT64 to loopback'],
    ['64:ff9b::a00:1', 'NAT64 to 10.0.0.1'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 to the metadata address'],
    ['64:ff9b:1::808:808', 'local-use NAT64'],
    ['2002:7f00:1::1', '6to4 through loopback'],
    ['2002:c0a8:101::1', '6to4 through 192.168.1.1'],
    ['2002:a9fe:a9fe::', '6to4 through the metadata address'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo, which hides its IPv4 address'],
    ['100::1', 'discard-only'],
  ])('refuses %s (%s)', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    ['', 'empty'],
    ['localhost', 'a name, not an address'],
    ['2130706433', 'a bare number'],
    ['0x7f.0.0.1', 'hex'],
    ['0177.0.0.1', 'octal'],
    ['010.8.8.8', 'a leading zero, which some resolvers read as octal'],
    ['127.1', 'a short form'],
    ['256.1.1.1', 'out of range'],
    ['1.2.3.4.5', 'too many parts'],
    ['1::2::3', 'two gaps'],
    ['1:2:3:4:5:6:7:8:9', 'too many groups'],
    ['1:2:3:4:5:6:7', 'too few groups'],
    ['12345::1', 'an oversized group'],
    [':1::', 'a stray colon'],
    ['::ffff:1.2.3', 'a broken embedded IPv4 address'],
  ])('fails closed on %j (%s)', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });
});
