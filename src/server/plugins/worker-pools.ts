import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { AnalysisResult } from '../../common/analysis';
import { ANALYSIS_MESSAGES } from '../../common/analyses';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import {
  BoundedWorkerPool,
  PoolBusyError,
  TaskFailedError,
  type WorkerPoolStats,
} from '../lib/bounded-worker-pool';
import type { DocumentTask, DocumentTaskResult } from '../workers/document-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** CPU work off the event loop: reading uploaded files and the built-in analysis engine. */
    workers: Workers;
  }
}

export type Workers = {
  /** Throws AppError 503 when the pool is full, 422 when the file kills its worker or runs out of time. */
  extractDocument: (task: DocumentTask) => Promise<DocumentTaskResult>;
  /** Throws AppError 503 when the pool is full. */
  analyzeWithBuiltin: (text: string) => Promise<AnalysisResult>;
  /** Each pool's threads and tasks right now (the metrics read it). */
  stats: () => Record<'documents' | 'analyses', WorkerPoolStats>;
};

export type WorkerLimits = {
  /** Worker threads per pool; one per core the machine offers. */
  threads: number;
  /**
   * Tasks that may wait when every thread is busy; beyond it, 503 with Retry-After. A built-in
   * analysis takes about 50 ms, so 32 waiting analyses are about a second; a file can take seconds.
   */
  analysisMaxQueue: number;
  documentMaxQueue: number;
  /** Budget for reading one uploaded file, waiting included; the worker is terminated past it. */
  documentTimeoutMs: number;
  /** Heap of a worker that reads uploaded files (pdf.js, mammoth). */
  documentHeapMb: number;
  analysisTimeoutMs: number;
  analysisHeapMb: number;
};

export const DEFAULT_WORKER_LIMITS: WorkerLimits = {
  threads: os.availableParallelism(),
  analysisMaxQueue: Math.max(32, 16 * os.availableParallelism()),
  documentMaxQueue: Math.max(8, 4 * os.availableParallelism()),
  // A 100,000-character DOCX takes mammoth a few seconds on a slow core.
  documentTimeoutMs: 20_000,
  documentHeapMb: 512,
  // A 100,000-character analysis takes about 50 ms and 60 MB.
  analysisTimeoutMs: 30_000,
  analysisHeapMb: 256,
};

/** Seconds a client is asked to wait when the pools are full: a few analyses' worth. */
const RETRY_AFTER_SECONDS = 5;

function busyError(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', ANALYSIS_MESSAGES.busy, {
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  });
}

/** A worker error's code (ERR_WORKER_OUT_OF_MEMORY...): loggable, unlike a message that may quote input. */
function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function registerWorkerPools(
  app: FastifyInstance,
  options: { config: Config; limits?: Partial<WorkerLimits> },
): void {
  const limits = { ...DEFAULT_WORKER_LIMITS, ...options.limits };
  // Tests start threads only when they need them; a server keeps one of each warm.
  const minThreads = options.config.nodeEnv === 'test' ? 0 : 1;
  const onWorkerError = (error: unknown) => app.log.error({ err: error }, 'worker thread failed');
  const documents = new BoundedWorkerPool<DocumentTask, DocumentTaskResult>({
    tasksUrl: new URL('../workers/document-worker.ts', import.meta.url),
    threads: limits.threads,
    minThreads,
    maxQueue: limits.documentMaxQueue,
    timeoutMs: limits.documentTimeoutMs,
    heapMb: limits.documentHeapMb,
    onWorkerError,
  });
  const analyses = new BoundedWorkerPool<string, AnalysisResult>({
    tasksUrl: new URL('../workers/analysis-worker.ts', import.meta.url),
    threads: limits.threads,
    minThreads,
    maxQueue: limits.analysisMaxQueue,
    timeoutMs: limits.analysisTimeoutMs,
    heapMb: limits.analysisHeapMb,
    onWorkerError,
  });

  app.decorate('workers', {
    extractDocument: async (task) => {
      try {
        return await documents.run(task);
      } catch (error) {
        if (error instanceof PoolBusyError) throw busyError();
        if (error instanceof TaskFailedError) {
          // Never the file or its text: the reason and the worker's own error code are enough.
          app.log.warn(
            { reason: error.why, workerError: codeOf(error.cause), fileBytes: task.bytes.length },
            'a file could not be read',
          );
          throw new AppError('UNPROCESSABLE', ANALYSIS_MESSAGES.fileUnreadable);
        }
        throw error;
      }
    },
    analyzeWithBuiltin: async (text) => {
      try {
        return await analyses.run(text);
      } catch (error) {
        if (error instanceof PoolBusyError) throw busyError();
        if (error instanceof TaskFailedError) {
          app.log.error(
            { reason: error.why, workerError: codeOf(error.cause), characters: text.length },
            'built-in analysis failed',
          );
          throw new AppError('INTERNAL', ANALYSIS_MESSAGES.analysisFailed);
        }
        throw error;
      }
    },
    stats: () => ({ documents: documents.stats(), analyses: analyses.stats() }),
  } satisfies Workers);

  app.addHook('onClose', async () => {
    await Promise.all([documents.destroy(), analyses.destroy()]);
  });
}
