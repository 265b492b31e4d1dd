import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The query builder; features use it through their queries modules. */
    db: DatabaseHandle['db'];
    database: DatabaseHandle;
  }
}

export function registerDatabase(app: FastifyInstance, database: DatabaseHandle): void {
  app.decorate('database', database);
  app.decorate('db', database.db);
}
