/**
 * Ports of the async-job frame (Step Functions with a task token). They live beside the
 * jobs code, not in core/ports.ts, so the shared Deps stays unchanged; the finder feature
 * may move them there when it owns them.
 */

/** A finished or abandoned job row, and its reels, disappear after a week (the `ttl` J4 and J6 write). */
export const JOB_TTL_SECONDS = 7 * 24 * 60 * 60;

/** A job waiting for its provider's webhook: the task token is what resumes the state machine. */
export interface WaitingJob {
  jobId: string;
  userId: string;
  taskToken: string;
}

/** The task token of a job row (docs/DATA-MODEL.md J1); the finder's store owns the rest of the row. */
export interface JobStore {
  /** Records (or, on a retried task, replaces) the task token of the user's job while it still runs. */
  saveWaiting(job: WaitingJob): Promise<void>;
}

/**
 * Resumes a state machine waiting on a task token. Both answer false when the token is
 * no longer valid (already used, timed out or unknown), so a repeated webhook is harmless.
 */
export interface TaskCallbacks {
  succeed(taskToken: string, output: Record<string, unknown>): Promise<boolean>;
  fail(taskToken: string, error: string, cause: string): Promise<boolean>;
}

/** Reads a secret's string value by name (Secrets Manager on AWS, the environment locally). */
export interface SecretReader {
  get(name: string): Promise<string>;
}
