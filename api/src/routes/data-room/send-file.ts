import type { FastifyReply } from 'fastify';
import type { ServedFile } from '../../modules/data-room/items.js';

/**
 * Sends a room file. `no-store`: a stamped copy names its viewer and must not sit in a shared cache; `nosniff`: the
 * browser takes the type the bytes were recognised as, never a guess of its own.
 */
export function sendFile(reply: FastifyReply, file: ServedFile, disposition: 'inline' | 'attachment') {
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .type(file.contentType)
    .header(
      'content-disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(file.bytes));
}
