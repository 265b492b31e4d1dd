import type { FastifyInstance } from 'fastify';
import { removeUnstorableCharactersDeep } from '../../common/storable-text';

/**
 * The one place request input is cleaned, before the zod contracts validate it: characters the
 * database cannot hold (see common/storable-text) are removed from every string of the JSON body, the
 * query string and the path parameters, so no route can fail on them with a 500. Uploaded files are
 * text extracted by the server and cleaned where they are read.
 */
export function registerInputCleaning(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && request.body !== null && typeof request.body === 'object')
      request.body = removeUnstorableCharactersDeep(request.body);
    if (request.query && typeof request.query === 'object')
      request.query = removeUnstorableCharactersDeep(request.query);
    if (request.params && typeof request.params === 'object')
      request.params = removeUnstorableCharactersDeep(request.params);
  });
}
