import { Piscina } from 'piscina';

/** Every thread is busy and the queue is full: the caller should answer 503 and ask to retry. */
export class PoolBusyError extends Error {
  override name = 'PoolBusyError';
}

/** The task ran past its time budget or its worker died (heap limit reached, crash); the pool goes on. */
export class TaskFailedError extends Error {
  override name = 'TaskFailedError';
  constructor(
    readonly why: 'timeout' | 'failed',
    options: { cause?: unknown } = {},
  ) {
    super(why === 'timeout' ? 'the task ran out of time' : 'the task or its worker failed', options);
  }
}

export type BoundedPoolOptions = {
  /** The TypeScript module whose default export runs each task. */
  tasksUrl: URL;
  threads: number;
  /** Threads kept alive while idle (0 starts them on demand). */
  minThreads: number;
  /** Tasks that may wait for a thread; more are refused with PoolBusyError, never queued. */
  maxQueue: number;
  timeoutMs: number;
  heapMb: number;
  onWorkerError: (error: unknown) => void;
};

export type WorkerPoolStats = { maxThreads: number; threads: number; running: number; waiting: number };

const LOADER_URL = new URL('../workers/load-typescript-worker.cjs', import.meta.url);

/**
 * A piscina pool with the limits a server needs around untrusted or CPU-heavy work: a bounded queue,
 * a time budget per task (the worker running a late task is terminated) and a heap limit per worker
 * (a worker that reaches it is terminated, not the process). piscina replaces dead workers.
 */
export class BoundedWorkerPool<Task, Result> {
  readonly #pool: Piscina<Task, Result>;
  readonly #capacity: number;
  readonly #timeoutMs: number;
  #inFlight = 0;

  constructor(options: BoundedPoolOptions) {
    this.#capacity = options.threads + options.maxQueue;
    this.#timeoutMs = options.timeoutMs;
    this.#pool = new Piscina<Task, Result>({
      filename: LOADER_URL.href,
      workerData: { tasksUrl: options.tasksUrl.href },
      minThreads: options.minThreads,
      maxThreads: options.threads,
      // The capacity check below refuses first; this only keeps piscina from queueing more.
      maxQueue: options.maxQueue,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
    });
    // A worker that dies between tasks is reported here instead of crashing the process.
    this.#pool.on('error', options.onWorkerError);
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  /** A snapshot for the metrics: threads alive and at most, tasks running and waiting. */
  stats(): WorkerPoolStats {
    const waiting = this.#pool.queueSize;
    return {
      maxThreads: this.#pool.options.maxThreads,
      threads: this.#pool.threads.length,
      running: Math.max(0, this.#inFlight - waiting),
      waiting,
    };
  }

  async run(task: Task): Promise<Result> {
    if (this.#inFlight >= this.#capacity) throw new PoolBusyError('all workers are busy');
    this.#inFlight += 1;
    const signal = AbortSignal.timeout(this.#timeoutMs);
    try {
      return await this.#pool.run(task, { signal });
    } catch (error) {
      if (signal.aborted) throw new TaskFailedError('timeout', { cause: error });
      throw new TaskFailedError('failed', { cause: error });
    } finally {
      this.#inFlight -= 1;
    }
  }

  async destroy(): Promise<void> {
    await this.#pool.destroy();
  }
}
