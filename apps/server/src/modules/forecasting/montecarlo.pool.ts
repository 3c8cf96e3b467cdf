import { Worker } from 'node:worker_threads';
import {
  AppError,
  FORECAST_MESSAGES,
  type MonteCarloInput,
  type MonteCarloResult,
} from '@wealthlog/core';

/**
 * One Monte Carlo worker thread for the process (ADR 0014), started on the first run and kept:
 * the simulation is CPU only, so a second thread would only steal the event loop's core on a
 * small machine. Runs queue in the worker; past MAX_QUEUED waiting runs the server answers 503
 * instead of letting a burst pile up seconds of work.
 */
const MAX_QUEUED = 8;

type Pending = { resolve: (r: MonteCarloResult) => void; reject: (e: Error) => void };

/**
 * From source (tests, `npm run dev`) the worker is a .ts file: it registers tsx first, as the
 * main thread did, and resolves @wealthlog/core to its source (ADR 0004). From dist it is JS.
 */
function spawn(): Worker {
  const url = new URL(
    `./montecarlo.worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
    import.meta.url,
  );
  if (!url.pathname.endsWith('.ts')) return new Worker(url);
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(boot, { eval: true, execArgv: ['--conditions=@wealthlog/source'] });
}

export class MonteCarloPool {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  run(input: MonteCarloInput): Promise<MonteCarloResult> {
    if (this.pending.size >= MAX_QUEUED)
      return Promise.reject(
        new AppError('SYS_002', FORECAST_MESSAGES.forecastBusy, {
          reason: 'forecastBusy',
          headers: { 'Retry-After': '1' },
        }),
      );
    const worker = this.ensure();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, input });
    });
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const w = spawn();
    w.unref();
    w.on('message', (msg: { id: number; result?: MonteCarloResult; error?: string }) => {
      const p = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      if (!p) return;
      if (msg.result) p.resolve(msg.result);
      else p.reject(new Error(msg.error ?? 'Monte Carlo failed'));
    });
    // A dead worker fails what it held; the next run starts a fresh one.
    const fail = (error: Error) => {
      if (this.worker === w) this.worker = null;
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`Monte Carlo worker exited (${code})`)));
    this.worker = w;
    return w;
  }
}
