import { SendTaskFailureCommand, SendTaskSuccessCommand, SFNClient } from '@aws-sdk/client-sfn';
import type { Logger } from '../../core/ports';
import type { TaskCallbacks } from '../../jobs/ports';

/** What Step Functions answers for a token that was used, has timed out or never existed. */
const STALE_TOKEN_ERRORS = new Set(['TaskTimedOut', 'TaskDoesNotExist', 'InvalidToken']);

function isStaleToken(err: unknown): boolean {
  return STALE_TOKEN_ERRORS.has((err as { name?: string } | null)?.name ?? '');
}

/** SendTaskSuccess / SendTaskFailure against the Step Functions API. */
export class SfnTaskCallbacks implements TaskCallbacks {
  constructor(private readonly client: Pick<SFNClient, 'send'>) {}

  static forRegion(region: string): SfnTaskCallbacks {
    return new SfnTaskCallbacks(new SFNClient({ region }));
  }

  async succeed(taskToken: string, output: Record<string, unknown>): Promise<boolean> {
    return this.call(() => this.client.send(new SendTaskSuccessCommand({ taskToken, output: JSON.stringify(output) })));
  }

  async fail(taskToken: string, error: string, cause: string): Promise<boolean> {
    // Step Functions caps error at 256 and cause at 32,768 characters.
    return this.call(() =>
      this.client.send(
        new SendTaskFailureCommand({ taskToken, error: error.slice(0, 256), cause: cause.slice(0, 32_768) }),
      ),
    );
  }

  private async call(send: () => Promise<unknown>): Promise<boolean> {
    try {
      await send();
      return true;
    } catch (err) {
      if (isStaleToken(err)) return false;
      throw err;
    }
  }
}

/** Local mode runs no Step Functions: the callback is logged and reported as delivered. */
export function loggingTaskCallbacks(log: Logger): TaskCallbacks {
  return {
    succeed: async (_token, output) => {
      log.info('job callback (local, no state machine)', { outcome: 'succeeded', jobId: output.jobId });
      return true;
    },
    fail: async (_token, error) => {
      log.info('job callback (local, no state machine)', { outcome: 'failed', error });
      return true;
    },
  };
}
