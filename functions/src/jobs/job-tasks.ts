/**
 * Lambda entries that Step Functions invokes (not HTTP routes, so they are named
 * `*.task.ts`). Infra builds one function per entry; a test fails when a `*.task.ts`
 * file is missing here or an entry has no file. Paths are relative to functions/src.
 */
export const JOB_TASKS = {
  StartFinderJob: { entry: 'handlers/jobs/start-finder-job.task.ts' },
} as const;
