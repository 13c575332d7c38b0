import type { Logger } from '../../src/core/ports';

/**
 * Tests only: a logger that keeps each entry as one record, read as its JSON line reads (the level,
 * the message and the fields at the top level, a child's included).
 */
export function recordingLogger(lines: Array<Record<string, unknown>>, base: Record<string, unknown> = {}): Logger {
  const at = (level: string) => (message: string, fields?: Record<string, unknown>) =>
    void lines.push({ level, message, ...base, ...fields });
  return {
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (fields) => recordingLogger(lines, { ...base, ...fields }),
  };
}

/** One line the process wrote, parsed, and where it went. */
export interface WrittenLine {
  stream: 'stdout' | 'stderr';
  line: Record<string, unknown>;
}

/**
 * Tests only: runs `act` with the process's stdout and stderr mocked (nothing prints), and answers
 * each line written meanwhile, parsed as JSON: what CloudWatch Logs would receive from a Lambda.
 */
export async function linesWrittenBy(act: () => unknown): Promise<WrittenLine[]> {
  const written: WrittenLine[] = [];
  const capture = (stream: WrittenLine['stream']) =>
    jest.spyOn(process[stream], 'write').mockImplementation((chunk: string | Uint8Array) => {
      for (const text of String(chunk).split('\n'))
        if (text) written.push({ stream, line: JSON.parse(text) as Record<string, unknown> });
      return true;
    });
  const spies = [capture('stdout'), capture('stderr')];
  try {
    await act();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return written;
}

/** A Lambda invocation's context, as the runtime hands it to a handler (the fields a log line takes). */
export const lambdaContext = (awsRequestId: string) => ({
  awsRequestId,
  functionName: 'viraliza-dev-Health',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-west-2:123456789012:function:viraliza-dev-Health',
  memoryLimitInMB: '256',
});
