import { describe, expect, it } from 'vitest';
import { pickEncoding } from './compressed-files';

describe('pickEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['BR;q=1.0, gzip;q=0.8', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', undefined],
    ['*', 'gzip'],
  ])('picks %s as %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
