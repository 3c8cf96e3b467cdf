/** A kind's batches, then the rows it read or the refusal it earned. */
type Item = { batch: string } | { end: number } | { error: unknown };

/**
 * The restore's members read ahead of its statements: while the database writes one kind, the
 * next kinds' rows are parsed, judged and turned into COPY text (memberBatches), so the server's
 * share of the work (2.6 s of CPU on the bench user) runs beside the database's instead of
 * between its statements. At most `limit` characters of text wait at a time: memory stays
 * bounded whatever the archive holds. Kinds come out in the order given, each as `read` gives
 * it; a kind that fails ends the reading (the restore stops at that kind anyway).
 */
export class ReadAhead {
  private readonly queues = new Map<string, Item[]>();
  private held = 0;
  private stopped = false;
  /** The restore, waiting for the next item. */
  private wake: (() => void) | null = null;
  /** The reading, waiting for text to be taken. */
  private room: (() => void) | null = null;

  constructor(
    kinds: readonly string[],
    private readonly read: (kind: string) => AsyncGenerator<string, number>,
    private readonly limit: number,
  ) {
    for (const kind of kinds) this.queues.set(kind, []);
    void this.run(kinds);
  }

  /** The kind's batches; returns its row count, or throws what reading it threw. */
  async *batches(kind: string): AsyncGenerator<string, number> {
    const queue = this.queues.get(kind);
    if (!queue) throw new Error(`${kind} is not read ahead`);
    for (;;) {
      const item = queue.shift();
      if (!item) {
        await new Promise<void>((resolve) => (this.wake = resolve));
        continue;
      }
      if ('end' in item) return item.end;
      if ('error' in item) throw item.error;
      this.held -= item.batch.length;
      this.signal('room');
      yield item.batch;
    }
  }

  /** No more reading: the restore ended (done, refused or failed). */
  stop(): void {
    this.stopped = true;
    this.signal('room');
  }

  private signal(who: 'wake' | 'room') {
    const resolve = this[who];
    this[who] = null;
    resolve?.();
  }

  private async run(kinds: readonly string[]) {
    for (const kind of kinds) {
      const queue = this.queues.get(kind)!;
      try {
        const it = this.read(kind);
        for (;;) {
          if (this.stopped) {
            await it.return(0);
            return;
          }
          const r = await it.next();
          if (r.done) {
            queue.push({ end: r.value });
            break;
          }
          queue.push({ batch: r.value });
          this.held += r.value.length;
          this.signal('wake');
          while (this.held > this.limit && !this.stopped) {
            await new Promise<void>((resolve) => (this.room = resolve));
          }
        }
      } catch (error) {
        queue.push({ error });
        this.signal('wake');
        return;
      }
      this.signal('wake');
    }
  }
}
