import type { WriteTask } from './ports';

/**
 * How freely a model picks its words, by task (docs/ARCHITECTURE.md §writers.sampling): a script
 * wants some variety (0.7), an idea tool's JSON the likeliest tokens (0.3), so that its keys,
 * quotes and brackets come out as asked.
 */
export const TEMPERATURE = { text: 0.7, json: 0.3 } as const;

export function temperatureFor(task: WriteTask): number {
  return task.kind === 'structured' ? TEMPERATURE.json : TEMPERATURE.text;
}
