import type { FastifyInstance } from 'fastify';
import type { StoredFile } from '../adapters/storage/file-storage';
import type { TokenClaims } from '../security/tokens';
import { AppError } from './app-error';
import { refuseControlCharacters } from './bind-endpoint';

/** What a private file route answers: the file, and a name when it must be downloaded. */
export interface PrivateFile {
  readonly file: StoredFile;
  /** Set: the browser saves the file under this name instead of showing it. */
  readonly downloadName?: string;
}

/**
 * A GET route for a file a customer uploaded (a product request's photo, a submission's logo, a
 * refund's photo): its owner with a customer token or staff with a staff token, nobody else
 * (`read` checks the owner and answers not_found for anyone else's). Whatever the file holds,
 * the answer can run no script, is never sniffed into another type and is never cached.
 */
export function registerPrivateFileRoute<Params extends Record<string, string>>(
  app: FastifyInstance,
  url: string,
  read: (caller: TokenClaims, params: Params) => Promise<PrivateFile>,
): void {
  app.get<{ Params: Params }>(
    url,
    {
      preValidation: [
        async (request) =>
          app.requireAuth(request.auth?.typ === 'staff' ? 'staff' : 'customer')(request),
        refuseControlCharacters,
      ],
    },
    async (request, reply) => {
      if (!request.auth) throw new AppError('unauthorized');
      const { file, downloadName } = await read(request.auth, request.params as Params);
      if (downloadName !== undefined) {
        reply.header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(downloadName)}`,
        );
      }
      return reply
        .code(200)
        .header('content-type', file.contentType)
        .header('content-length', file.bytes.length)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
}
