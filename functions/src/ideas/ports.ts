import type { IdeaTool } from '@shared/ideas/idea-tools';
import type { WriterKind } from '@shared/scripts/script.schema';
import type { StoredScript } from '../scripts/ports';

/** A finished idea-tool generation, kept a week so a retried operation id answers it again and its items can be saved. */
export interface IdeaResult {
  tool: IdeaTool;
  operationId: string;
  /** The tool's validated request (what the user asked). */
  input: unknown;
  /** The validated answer, in the tool's shared schema. */
  result: unknown;
  writer: WriterKind;
  createdAt: string;
  /** Scripts saved from it: item key ('0', '1', … or 'script') → script id. */
  saved: Record<string, string>;
}

/**
 * Idea-tool results (docs/DATA-MODEL.md I1–I3). `save` settles the operation's charge in the
 * same transaction (as ScriptStore.saveGenerated does), so a result is never kept without its
 * charge settling, nor the reverse. `saveAsScript` turns one item of a result into a saved script
 * once: a second save of the same item answers the script saved first.
 *
 * @example await ideas.save(userId, result, { settles: operationId });
 */
export interface IdeaResultStore {
  save(userId: string, result: IdeaResult, opts: { settles: string }): Promise<void>;
  get(userId: string, operationId: string, now: Date): Promise<IdeaResult | null>;
  /** Null when the result is gone (expired or never made). */
  saveAsScript(
    userId: string,
    operationId: string,
    itemKey: string,
    script: StoredScript,
    now: Date,
  ): Promise<{ script: StoredScript; created: boolean } | null>;
}
