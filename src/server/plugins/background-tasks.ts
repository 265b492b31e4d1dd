import type { FastifyInstance } from 'fastify';

export type BackgroundTasks = {
  /**
   * Runs work after the response, so a request takes the same time whatever the work finds (a reset
   * email for a known account, none for an unknown one) and answers the same when the work fails. A
   * failure is logged, never thrown.
   */
  run: (name: string, task: () => Promise<unknown>) => void;
  /** Resolves once every task started so far has finished (shutdown, tests). */
  settled: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundTasks;
  }
}

export function registerBackgroundTasks(app: FastifyInstance): void {
  const pending = new Set<Promise<unknown>>();
  const background: BackgroundTasks = {
    run: (name, task) => {
      const running = task()
        .catch((error: unknown) => app.log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    settled: async () => {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
  app.decorate('background', background);
  // The database closes after the app: let started tasks finish their writes first.
  app.addHook('onClose', async () => background.settled());
}
