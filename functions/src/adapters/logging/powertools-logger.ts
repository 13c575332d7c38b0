import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import type { Logger } from '../../core/ports';

/** Powertools' `service` on every line. */
export const SERVICE_NAME = 'viraliza';

/**
 * The Logger port over Powertools for AWS Lambda's Logger (docs/INFRA-NOTES.md §operations.logs): one
 * JSON line per entry (info to stdout, warn and error to stderr), with `level`, `message`, `timestamp`
 * and `service`, the entry's fields at the top level (so an EMF line's `_aws` stays where CloudWatch
 * reads it) and, once `invocation` has run, the Lambda context. The level comes from Lambda's log
 * level control or POWERTOOLS_LOG_LEVEL, INFO by default.
 *
 * A child is this wrapper with more fields over the same Powertools instance, not a Powertools
 * child: a child is a new instance with its own cold-start flag, which it reports as a cold start
 * on every warm invocation, and building one per request costs more than a spread.
 */
export function powertoolsLogger(): Logger {
  return withFields(new PowertoolsLogger({ serviceName: SERVICE_NAME }), {});
}

function withFields(root: PowertoolsLogger, base: Record<string, unknown>): Logger {
  return {
    info: (message, fields) => root.info(message, { ...base, ...fields }),
    warn: (message, fields) => root.warn(message, { ...base, ...fields }),
    error: (message, fields) => root.error(message, { ...base, ...fields }),
    child: (fields) => withFields(root, { ...base, ...fields }),
    invocation: (context) => {
      // The local server serves every request from one process and names no function: marking its
      // lines with one request's id would mislabel the others' (docs/INFRA-NOTES.md §operations.logs).
      if (context.functionName && context.awsRequestId) root.addContext(context as Context);
    },
  };
}
