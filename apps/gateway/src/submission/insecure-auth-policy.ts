import ipaddr from 'ipaddr.js';

// AUTH sends the API key itself: without TLS only a client on this machine may use it.
export function authAllowedWithoutTls(remoteAddress: string): boolean {
  if (!ipaddr.isValid(remoteAddress)) return false;
  return ipaddr.process(remoteAddress).range() === 'loopback';
}

// The client address the auth-failure block counts, as the HTTP API writes it (IPv4-mapped IPv6 as IPv4).
export function clientAddress(remoteAddress: string): string {
  return ipaddr.isValid(remoteAddress) ? ipaddr.process(remoteAddress).toString() : remoteAddress;
}
