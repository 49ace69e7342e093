import { ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';

export interface SinkStats {
  messages: number;
  // Messages whose first header is a DKIM-Signature.
  signed: number;
  bytes: number;
  // Wall-clock times (Date.now()) of the first and last message since the last reset.
  firstAt: number;
  lastAt: number;
  connections: number;
}

export interface SinkRequest {
  id: number;
  type: 'stats' | 'reset';
}

// The SMTP sink of sink-process.ts in a child process of its own, so that receiving mail never competes
// with the load generator or the raw nodemailer client for one event loop.
export class SmtpSinkProcess {
  private nextId = 0;
  private readonly waiting = new Map<number, (stats: SinkStats) => void>();

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    child.on('message', (message: { id?: number; stats?: SinkStats }) => {
      if (message.id === undefined || !message.stats) return;
      this.waiting.get(message.id)?.(message.stats);
      this.waiting.delete(message.id);
    });
  }

  static async start(): Promise<SmtpSinkProcess> {
    const child = fork(join(__dirname, 'sink-process.ts'), [], {
      execArgv: ['-r', join(__dirname, '..', 'register.js')],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    process.once('exit', () => child.kill('SIGKILL'));
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the SMTP sink did not start within 10 s')), 10_000);
      child.once('exit', (code) => reject(new Error(`the SMTP sink exited with ${code}`)));
      child.once('message', (message: { port?: number }) => {
        clearTimeout(timer);
        if (message.port) resolve(message.port);
        else reject(new Error('the SMTP sink sent no port'));
      });
    });
    return new SmtpSinkProcess(child, port);
  }

  stats(): Promise<SinkStats> {
    return this.ask('stats');
  }

  // Forgets every count; answers the counts before the reset.
  reset(): Promise<SinkStats> {
    return this.ask('reset');
  }

  // Polls until `count` messages arrived since the last reset, the timeout or the signal; answers the last
  // counts.
  async waitFor(
    count: number,
    timeoutMs: number,
    onProgress?: (stats: SinkStats) => void,
    signal?: AbortSignal,
  ): Promise<SinkStats> {
    const deadline = Date.now() + timeoutMs;
    let lastReport = Date.now();
    for (;;) {
      const stats = await this.stats();
      if (stats.messages >= count || Date.now() >= deadline || signal?.aborted) return stats;
      if (onProgress && Date.now() - lastReport >= 5_000) {
        lastReport = Date.now();
        onProgress(stats);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null || !this.child.connected) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.disconnect();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }

  private ask(type: SinkRequest['type']): Promise<SinkStats> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, resolve);
      this.child.send({ id, type } satisfies SinkRequest, (error) => {
        if (error) {
          this.waiting.delete(id);
          reject(error);
        }
      });
    });
  }
}
