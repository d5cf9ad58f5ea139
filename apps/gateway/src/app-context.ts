import type { CONTRACT_BY_ID, EndpointResponse } from '@storefront/contract';
import type { MarketConfig } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Adapters } from './adapters/adapters';
import type { GatewayConfig } from './config';
import type { CurrentRateCache } from './context/current-rate-cache';
import type { DevClock } from './context/dev-clock';
import type { PaymentSubjectRegistry } from './context/payment-subjects';
import type { Database } from './db/client';
import type { RateLimiters } from './plugins/rate-limiters';
import type { TokenService } from './security/tokens';

// A leaf: every module takes its context from here, and app.ts (which imports every module)
// builds it. Were these types declared in app.ts, every module would sit in one import cycle
// with it. This file imports no module; the import-cycle test keeps it so.

/** Everything the app needs from outside; tests pass their own (fresh database, fixed clock). */
export interface AppDeps {
  readonly config: GatewayConfig;
  readonly db: Database;
  readonly adapters: Adapters;
  /** The clock every rule reads; tests move it instead of sleeping. */
  readonly now: () => Date;
  readonly redis?: Redis;
  /** Fastify logger options; false silences tests. */
  readonly logger?: boolean | object;
  /** The feature routes; tests of the platform itself bind their own. */
  readonly modules?: (app: FastifyInstance, context: AppContext) => Promise<void>;
}

export interface AppContext extends AppDeps {
  readonly market: MarketConfig;
  readonly tokens: TokenService;
  /**
   * Owners of what payments pay for (modules/orders: order groups, adjustments) register their
   * handler here; payments calls it to read a subject and when money for it arrives.
   */
  readonly paymentSubjects: PaymentSubjectRegistry;
  /** The exchange rate in force, kept a few seconds per process (decision 197). */
  readonly currentRate: CurrentRateCache<EndpointResponse<typeof CONTRACT_BY_ID.getCurrency>>;
  /** Outside production: the clock `now` reads, which staff may move forward (decision 218). */
  readonly devClock: DevClock | null;
  /** Limiters on Redis when it is configured, per process otherwise or while it is away. */
  readonly rateLimiters: RateLimiters;
}
