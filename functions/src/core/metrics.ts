/**
 * Custom metrics as CloudWatch embedded metric format (EMF): one JSON log line that CloudWatch Logs
 * turns into metrics, so no SDK call and no extra latency (docs/ARCHITECTURE.md §generation-jobs.metrics).
 * The line goes through our Logger, whose JSON lines carry every field at the top level; why not
 * Powertools Metrics: docs/INFRA-NOTES.md §operations.emf.
 */

/** The generation worker's namespace; infra's dashboard reads the same names. */
export const GENERATION_METRICS = {
  namespace: 'Viraliza/Generations',
  /** Milliseconds from the claim to the end, done or failed. */
  duration: 'GenerationDuration',
  /** 1 for a failed generation, 0 for a done one: its Sum counts failures, its Average is the failure rate. */
  failed: 'GenerationFailed',
  /** Dimension names: who wrote (the writer's or image model's kind) and the job's kind. */
  writer: 'Writer',
  kind: 'Kind',
  /** Every set's own dimension on AWS: the stack's stage, so two stages in one account never mix figures. */
  stage: 'Stage',
} as const;

/**
 * The HTTP handlers' own answers that went wrong, per route (docs/INFRA-NOTES.md §operations). A handler
 * answers a failure with a 5xx instead of throwing, so Lambda's Errors metric never counts it: these do.
 */
export const API_METRICS = {
  namespace: 'Viraliza/Api',
  /** 1 per answer with a 5xx status. */
  serverErrors: 'ServerErrors',
  /** 1 per answer with a 4xx status (a webhook's 4xx is a failed delivery: a bad signature, a secret out of date). */
  clientErrors: 'ClientErrors',
  route: 'Route',
  stage: 'Stage',
} as const;

/** What the product's use cases count (docs/INFRA-NOTES.md §operations): the dashboard's business figures. */
export const BUSINESS_METRICS = {
  namespace: 'Viraliza/Business',
  /** Credits of a paid generation whose charge settled (a refunded one is never counted), in credits. */
  creditsSpent: 'CreditsSpent',
  /** 1 per new account (the post-confirmation trigger created its rows). */
  signUps: 'SignUps',
  /** 1 per Stripe checkout completed (the subscription is linked to the user). */
  checkouts: 'Checkouts',
  stage: 'Stage',
} as const;

export type MetricUnit = 'Milliseconds' | 'Count';

/**
 * The fields of one EMF line: `metrics` under `namespace`, aggregated with no dimension, and per each
 * dimension alone (so a dashboard graphs the whole and, e.g., failures per writer); `scope`'s dimensions
 * (the stage) join every set, the whole included.
 *
 * @example log.info('generation metrics', emfFields('Viraliza/Generations', { GenerationDuration: [1200, 'Milliseconds'] }, { Writer: 'bedrock' }, now))
 */
export function emfFields(
  namespace: string,
  metrics: Record<string, readonly [value: number, unit: MetricUnit]>,
  dimensions: Record<string, string>,
  now: Date,
  scope: Record<string, string> = {},
): Record<string, unknown> {
  const names = Object.keys(dimensions);
  const scoped = Object.keys(scope);
  return {
    _aws: {
      Timestamp: now.getTime(),
      CloudWatchMetrics: [
        {
          Namespace: namespace,
          Dimensions: [scoped, ...names.map((n) => [...scoped, n])],
          Metrics: Object.entries(metrics).map(([Name, [, Unit]]) => ({ Name, Unit })),
        },
      ],
    },
    ...scope,
    ...dimensions,
    ...Object.fromEntries(Object.entries(metrics).map(([name, [value]]) => [name, value])),
  };
}

/**
 * One business figure as an EMF line's fields, with the stage's dimension on AWS; a use case logs it
 * through its Logger, so it stays free of AWS (docs/INFRA-NOTES.md §operations).
 *
 * @example log.info('sign-up metrics', businessMetric('SignUps', 1, clock.now(), config.stage))
 */
export function businessMetric(
  name: (typeof BUSINESS_METRICS)['creditsSpent' | 'signUps' | 'checkouts'],
  value: number,
  now: Date,
  stage: string | undefined,
): Record<string, unknown> {
  return emfFields(
    BUSINESS_METRICS.namespace,
    { [name]: [value, 'Count'] },
    {},
    now,
    stage ? { [BUSINESS_METRICS.stage]: stage } : {},
  );
}
