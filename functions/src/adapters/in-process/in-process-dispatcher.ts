import { errorFields } from '../../core/logger';
import type { Logger } from '../../core/ports';
import type { GenerationDispatcher, GenerationEvent } from '../../generation/ports';

/**
 * Local mode's dispatcher (docs/LOCAL-MODE.md §generation-worker): the same worker code, run in
 * this process after the route has answered, as Lambda's async invoke runs it on AWS. `idle()`
 * waits for every job started so far (tests; the local server's shutdown).
 */
export class InProcessDispatcher implements GenerationDispatcher {
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly run: (event: GenerationEvent) => Promise<unknown>,
    private readonly log: Logger,
  ) {}

  async dispatch(event: GenerationEvent): Promise<void> {
    // after the current turn, so the route answers first, as it does on AWS
    const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.run(event))
      .then(
        () => undefined,
        (err: unknown) => this.log.error('generation worker crashed', { ...event, ...errorFields(err) }),
      )
      .finally(() => this.running.delete(job));
    this.running.add(job);
  }

  /** Resolves once no job is running (including jobs started meanwhile). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }
}
