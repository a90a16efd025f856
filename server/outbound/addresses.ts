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
 * Why the server may not connect to `address` on a workspace's behalf, or null for a public (global unicast) one.
 * An IPv4 address written as IPv6 (`::ffff:127.0.0.1`) is judged as the IPv4 address it is.
 */
export function addressProblem(address: string): string | null {
    if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
    const range = ipaddr.process(address.replace(/%.*$/, '')).range();
    if (range === 'unicast') return null;
    return `${address} is ${RANGE_NAMES[range] ?? 'a reserved address'}`;
}

/** Names that always mean this machine, whatever DNS says. */
export const isLocalName = (host: string) => /(^|\.)localhost\.?$/i.test(host);

/** A URL's host as an address or a name: without the brackets of an IPv6 literal. */
export const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');
