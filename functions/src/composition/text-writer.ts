import { parseTextConfig, type TextConfig } from '../config';
import type { ScriptStore } from '../scripts/ports';
import type { TextWriter } from '../core/ports';
import { BedrockWriter } from '../adapters/text/bedrock-writer';
import { OpenAiWriter } from '../adapters/text/openai-writer';
import { OfflineWriter } from '../adapters/text/offline-writer';
import { FallbackWriter } from '../adapters/text/fallback-writer';
import { getScriptStore, setScriptStore } from './script-store';

/**
 * What the script handlers use beyond the shared Deps: the script store and the text
 * writer, each built once per process. Kept out of composition/core.ts (like composition/jobs.ts) so
 * functions that never write scripts do not bundle the writers and their phrase banks.
 */
export interface ScriptDeps {
  scripts: ScriptStore;
  writer: TextWriter;
}

/** The text writer the configuration names (TEXT_WRITER: offline | bedrock | openai). */
export function makeWriter(text: TextConfig): TextWriter {
  switch (text.writer) {
    case 'offline':
      return new OfflineWriter({ delayMs: text.offlineDelayMs });
    case 'bedrock':
      return BedrockWriter.forRegion(text.region, text.modelId);
    case 'openai': {
      const model = new OpenAiWriter({ baseUrl: text.baseUrl, model: text.model, apiKey: text.apiKey });
      return text.fallback ? new FallbackWriter(model, makeWriter(text.fallback)) : model;
    }
  }
}

let writer: TextWriter | undefined;

/** The writer alone, for the model check: it never touches the table, so its bundle has no DynamoDB client. */
export function getTextWriter(): TextWriter {
  writer ??= makeWriter(parseTextConfig(process.env));
  return writer;
}

export function getScriptDeps(): ScriptDeps {
  return { scripts: getScriptStore(), writer: getTextWriter() };
}

/** Tests swap the set; nothing else should call this. */
export function setScriptDeps(deps: ScriptDeps | undefined): void {
  setScriptStore(deps?.scripts);
  writer = deps?.writer;
}
