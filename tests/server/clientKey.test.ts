import { describe, expect, it } from 'vitest';
import { clientKeyOf } from '../../server/http/clientKey';

describe('the client key every limit counts under', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of an IPv6 /64 as one client', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:abcd::9',
      '2001:db8:1:2::5%eth0',
    ].map(clientKeyOf);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('tells neighbouring /64s apart', () => {
    expect(clientKeyOf('2001:db8:1:3::1')).not.toBe(clientKeyOf('2001:db8:1:2::1'));
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientKeyOf('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(clientKeyOf('::ffff:c633:6404')).toBe('198.51.100.4');
  });

  it('passes anything that is not an address through unchanged', () => {
    expect(clientKeyOf('unknown')).toBe('unknown');
  });
});
