/**
 * Calls the server makes on a workspace's behalf: the endpoint rule at save and at connection, and
 * the bounded exchange every provider call goes through.
 */
export { addressProblem } from './addresses';
export { publicOnlyDispatcher, publicOnlyLookup, type ResolveAll } from './dispatcher';
export { assertEndpointAllowed, endpointProblem, type EndpointPolicy } from './endpoint-rule';
export { EndpointNotAllowed, OutboundError, outboundErrorIn, type OutboundFailure } from './errors';
export { exchange, type Exchanged, type ExchangeLimits, type ExchangeRequest } from './exchange';
export { retryableStatus, retryAfterMs, statusReason } from './reasons';
