import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { LOGO_UPLOAD_RULES, TEN_MEGABYTES, getMarket, messageFor } from '@storefront/domain';
import { CONTRACT } from '@storefront/contract';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { trustProxyOption } from './config';
import { authPlugin } from './plugins/auth.plugin';
import type { ErrorBody } from './plugins/envelope.plugin';
import { envelopePlugin } from './plugins/envelope.plugin';
import { healthPlugin } from './plugins/health.plugin';
import { securityHeadersPlugin } from './plugins/security-headers.plugin';
import { languagePlugin, requestLanguage } from './plugins/language.plugin';
import { rateLimitPlugin } from './plugins/rate-limit.plugin';
import { withSafeErrorLog } from './plugins/safe-error-log';
import { RateLimiters } from './plugins/rate-limiters';
import { acceptEmptyJsonBodies } from './http/json-body-parser';
import { BACKOFFICE_PATH, storefrontFilesPlugin } from './http/storefront-files.plugin';
import { PageCache } from './render/page-cache';
import { PUBLIC_PAGE_MAX_AGE_SECONDS } from './render/render-page';
import { loadStorefrontRenderer } from './render/storefront-renderer';
import { TokenService } from './security/tokens';
import { PaymentSubjectRegistry } from './context/payment-subjects';
import { registerModules } from './modules/register-modules';
import { CurrentRateCache } from './context/current-rate-cache';
import { DevClock } from './context/dev-clock';
import type { AppContext, AppDeps } from './app-context';

/** Every method the contract's endpoints use, for CORS preflights. */
const API_METHODS = [...new Set(['HEAD', ...CONTRACT.map((endpoint) => endpoint.method)])];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const market = getMarket(deps.config.market);
  const devClock = deps.config.production ? null : new DevClock(deps.now);
  const now = devClock?.now ?? deps.now;
  const tokens = new TokenService(deps.config.jwtSecret, deps.config.jwtTtlHours, market.id, now);
  const context: AppContext = {
    ...deps,
    now,
    devClock,
    market,
    tokens,
    paymentSubjects: new PaymentSubjectRegistry(),
    currentRate: new CurrentRateCache(),
    rateLimiters: new RateLimiters(deps.redis),
  };

  const app = Fastify({
    // A failed query is logged without its parameters (decision 226).
    logger: withSafeErrorLog(deps.logger ?? { level: deps.config.logLevel }),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // X-Forwarded-For only from the configured proxies (decision 220): request.ip is what every
    // per-address limit counts on, and a client must not choose it.
    trustProxy: trustProxyOption(deps.config.trustProxy),
    // JSON bodies; multipart uploads have their own limits below.
    bodyLimit: 1024 * 1024,
    // Fastify's own answer while closing is not the envelope: the health plugin answers those
    // requests instead (503, Retry-After, Connection: close) and running ones finish.
    return503OnClosing: false,
    // Errors Fastify meets before any hook runs (a malformed percent-encoding in the URL): the
    // envelope plugin never sees them, so they get the same envelope here.
    frameworkErrors: (_error, request, reply) => {
      const body: ErrorBody = {
        status: 400,
        message: messageFor('bad_request', requestLanguage(request, market)),
        data: { code: 'bad_request' },
      };
      // The option's reply type carries no route generics; it is the plain reply of any route.
      void (reply as FastifyReply).code(400).send(body);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  acceptEmptyJsonBodies(app);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // SPEC §7: every data request is sent with no-cache; answers are per user and must not be stored.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  await app.register(languagePlugin, { market });
  await app.register(envelopePlugin);
  // Before the rate limit and the token check: probes and answers while closing spend nothing.
  await app.register(healthPlugin, { db: deps.db, ...(deps.redis ? { redis: deps.redis } : {}) });
  await app.register(securityHeadersPlugin, { config: deps.config });
  await app.register(cors, {
    origin: deps.config.corsOrigins.length > 0 ? deps.config.corsOrigins : false,
    credentials: true,
    // The library's default allows GET, HEAD and POST only; the API also uses PUT and DELETE.
    methods: API_METHODS,
  });
  await app.register(multipart, {
    // One byte over the largest file any rule accepts, so "too large" is told apart from "at the limit";
    // one file over the largest batch, so "too many" is reported by the domain rule.
    limits: {
      fileSize: TEN_MEGABYTES + 1,
      files: LOGO_UPLOAD_RULES.maxFiles + 1,
      fields: 100,
      fieldSize: 64 * 1024,
      parts: 200,
    },
  });
  await app.register(authPlugin, { tokens, db: deps.db });
  await app.register(rateLimitPlugin, {
    perMinute: deps.config.rateLimitPerMinute,
    authPerMinute: deps.config.authRateLimitPerMinute,
    limiters: context.rateLimiters,
    ...(deps.redis ? { redis: deps.redis } : {}),
  });

  await (deps.modules ?? registerModules)(app, context);
  // After the API: its routes win, and only what they leave falls to the storefront's files.
  if (deps.config.storefrontDir) {
    await app.register(storefrontFilesPlugin, {
      dir: deps.config.storefrontDir,
      // The market's server bundle when the build has one: pages rendered on the server.
      renderer: await loadStorefrontRenderer(deps.config.storefrontDir, deps.config.publicUrl),
      ...(deps.config.pageCacheMs > 0
        ? {
            pageCache: new PageCache({
              maxAgeMs: deps.config.pageCacheMs,
              // Answered while rendered anew up to the pages' own max-age, never older: what any
              // cache may serve them as without revalidating (decision 309).
              staleMs: Math.max(0, PUBLIC_PAGE_MAX_AGE_SECONDS * 1000 - deps.config.pageCacheMs),
              onRefreshFailed: (error) =>
                app.log.error({ err: error }, 'storefront page refresh failed'),
              now: context.now,
            }),
          }
        : {}),
    });
  }
  if (deps.config.backofficeDir) {
    await app.register(storefrontFilesPlugin, {
      prefix: BACKOFFICE_PATH,
      dir: deps.config.backofficeDir,
      screens: 'hash',
    });
  }
  return app;
}
