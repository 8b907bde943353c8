import type { IncomingMessage } from 'node:http';
import { clientAddress } from './client-address';

const req = (peer: string, xff?: string | string[]) =>
  ({ socket: { remoteAddress: peer }, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddress(req('203.0.113.7', '198.51.100.1'), 0)).toBe('203.0.113.7');
  });

  it('takes the entry the nearest proxy appended with one hop, whatever the client put left of it', () => {
    expect(clientAddress(req('10.0.0.2', '1.2.3.4, 5.6.7.8, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(req('10.0.0.2', '203.0.113.7'), 1)).toBe('203.0.113.7');
  });

  it('counts back as many hops as configured, across repeated headers', () => {
    expect(clientAddress(req('10.0.0.3', ['9.9.9.9, 203.0.113.7', '10.0.0.2']), 2)).toBe('203.0.113.7');
  });

  it('falls back to the peer without a header, and to the leftmost entry when the chain is short', () => {
    expect(clientAddress(req('10.0.0.2'), 1)).toBe('10.0.0.2');
    expect(clientAddress(req('10.0.0.3', '203.0.113.7'), 2)).toBe('203.0.113.7');
  });
});
