import ipaddr from 'ipaddr.js';

/** ipaddr.js's names of the ranges a workspace's endpoint may not reach, as an operator reads them in a refusal. */
const RANGE_NAMES: Record<string, string> = {
    loopback: 'a loopback address',
    private: 'a private address',
    uniqueLocal: 'a private address',
    linkLocal: 'a link-local address (the cloud metadata service among them)',
    carrierGradeNat: 'a carrier-grade NAT address',
    unspecified: 'an unspecified address',
    multicast: 'a multicast address',
    broadcast: 'a broadcast address',
};

/**
 * What kind of address the server may not connect to on a workspace's behalf `address` is ("a loopback address"), or
 * null for a public (global unicast) one. An IPv4 address written as IPv6 (`::ffff:127.0.0.1`) counts as itself.
 */
export function forbiddenKind(address: string): string | null {
    if (!ipaddr.isValid(address)) return 'not an IP address';
    const range = ipaddr.process(address.replace(/%.*$/, '')).range();
    if (range === 'unicast') return null;
    return RANGE_NAMES[range] ?? 'a reserved address';
}

/** Why the server may not connect to `address` ("127.0.0.1 is a loopback address"), or null. */
export function addressProblem(address: string): string | null {
    const kind = forbiddenKind(address);
    return kind && `${address} is ${kind}`;
}

/** Names that always mean this machine, whatever DNS says. */
export const isLocalName = (host: string) => /(^|\.)localhost\.?$/i.test(host);

/** A URL's host as an address or a name: without the brackets of an IPv6 literal. */
export const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');
