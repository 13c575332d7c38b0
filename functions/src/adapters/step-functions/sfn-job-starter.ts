import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { FinderJobRecord, JobStarter } from '../../finder/ports';

/**
 * Starts a finder job's execution (docs/ARCHITECTURE.md §finder.deep-search): named by the job
 * id, so a retried start cannot run a job twice (Step Functions refuses a second execution of a
 * name with another input, and answers the same one for the same input).
 */
export class SfnJobStarter implements JobStarter {
  constructor(
    private readonly client: Pick<SFNClient, 'send'>,
    private readonly stateMachineArn: string,
  ) {}

  static forStateMachine(stateMachineArn: string, region: string): SfnJobStarter {
    return new SfnJobStarter(new SFNClient({ region }), stateMachineArn);
  }

  async start(job: FinderJobRecord): Promise<void> {
    await this.client.send(
      new StartExecutionCommand({
        stateMachineArn: this.stateMachineArn,
        name: job.jobId,
        input: JSON.stringify({
          jobId: job.jobId,
          userId: job.userId,
          request: { platform: job.platform, niche: job.niche, minViews: job.minViews },
        }),
      }),
    );
  }
}
