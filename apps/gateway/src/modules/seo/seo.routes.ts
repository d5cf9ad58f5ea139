import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { robotsTxt } from './robots';
import type { SitemapSettings } from './sitemap.service';
import { OPEN_END, pagesSitemap, productsSitemap, sitemapIndex } from './sitemap.service';

const gzipAsync = promisify(gzip);

/**
 * Crawlers come back on their own schedule; an hour in a shared cache spares the database a
 * crawl burst while a new product still appears the same day.
 */
const PUBLIC_BRIEFLY = 'public, max-age=3600';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const RANGE_START = new RegExp(`^${UUID}$`);
const RANGE_END = new RegExp(`^(${UUID}|${OPEN_END})\\.xml$`);

/**
 * A sitemap child holds thousands of URLs (megabytes of repetitive XML): gzip, which every
 * crawler accepts, makes it about a tenth. The API's JSON answers are not compressed, so this
 * is done here rather than by a global plugin.
 */
async function sendXml(request: FastifyRequest, reply: FastifyReply, xml: string) {
  reply
    .code(200)
    .header('content-type', 'application/xml; charset=utf-8')
    .header('cache-control', PUBLIC_BRIEFLY)
    .header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(await gzipAsync(xml));
  }
  return reply.send(xml);
}

/**
 * robots.txt and the sitemap (decisions 245, 246). Registered before the storefront's files,
 * whose index.html would otherwise answer both paths. With indexing off, the sitemap is not
 * offered and every answer of the deployment says noindex.
 */
export async function registerSeoRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { config, market, db } = context;
  const settings: SitemapSettings = {
    publicUrl: config.publicUrl,
    market,
    urlsPerFile: config.sitemapUrlsPerFile,
  };

  if (!config.searchIndexing) {
    // robots.txt only stops crawling: a page linked from elsewhere can still be listed without
    // it. The header keeps every answer of a staging or development gateway out of the index.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
    });
  }

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .code(200)
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', PUBLIC_BRIEFLY)
      .send(robotsTxt({ indexing: config.searchIndexing, publicUrl: config.publicUrl, market })),
  );

  // Not offered without indexing, yet still routed: the storefront's index.html must not
  // answer these paths either.
  const offered = () => {
    if (!config.searchIndexing) throw new AppError('not_found');
  };

  app.get('/sitemap.xml', async (request, reply) => {
    offered();
    return sendXml(request, reply, await sitemapIndex(db, settings));
  });
  app.get('/sitemaps/pages.xml', async (request, reply) => {
    offered();
    return sendXml(request, reply, pagesSitemap(settings));
  });
  app.get<{ Params: { from: string; end: string } }>(
    '/sitemaps/products/:from/:end',
    async (request, reply) => {
      offered();
      const { from, end } = request.params;
      const to = RANGE_END.exec(end)?.[1];
      if (!RANGE_START.test(from) || to === undefined || (to !== OPEN_END && to <= from)) {
        throw new AppError('not_found');
      }
      return sendXml(request, reply, await productsSitemap(db, settings, from, to));
    },
  );
}
