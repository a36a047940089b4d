export { addressRefusal } from './address-check.ts';
export { systemResolver, type Resolver } from './guarded-lookup.ts';
export {
  createOutboundClient,
  MAX_REDIRECTS,
  type HostPolicy,
  type OutboundClient,
  type OutboundConfig,
  type OutboundRequest,
  type OutboundResponse,
} from './outbound-client.ts';
export {
  OutboundError,
  OutboundHttpError,
  OutboundNetworkError,
  OutboundRefusedError,
  OutboundTimeoutError,
  OutboundTooLargeError,
  reasonOf,
} from './outbound-errors.ts';
