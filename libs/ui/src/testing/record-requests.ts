import type { EndpointId } from '@storefront/contract';
import { recordRequestsOn } from '@storefront/ui-support/testing';
import type { RecordedRequests } from '@storefront/ui-support/testing';
import { mockServer } from './mock-server';

/** recordRequestsOn the storefront's msw server (see libs/ui-support). */
export function recordRequests(id: EndpointId, ...answers: readonly unknown[]): RecordedRequests {
  return recordRequestsOn(mockServer, id, ...answers);
}
