import { parseTextConfig, type TextConfig } from '../config';
import type { TextWriter } from '../core/ports';
import { BedrockWriter } from '../adapters/text/bedrock-writer';
import { OpenAiWriter } from '../adapters/text/openai-writer';
import { OfflineWriter } from '../adapters/text/offline-writer';
import { FallbackWriter } from '../adapters/text/fallback-writer';
import { onRoot } from './core';

/** The text writer the configuration names (TEXT_WRITER: offline | bedrock | openai). */
export function makeWriter(text: TextConfig): TextWriter {
  switch (text.writer) {
    case 'offline':
      return new OfflineWriter({ delayMs: text.offlineDelayMs, msPerMinute: text.slowMsPerMinute });
    case 'bedrock':
      return BedrockWriter.forRegion(text.region, text.modelId);
    case 'openai': {
      const model = new OpenAiWriter({ baseUrl: text.baseUrl, model: text.model, apiKey: text.apiKey });
      return text.fallback ? new FallbackWriter(model, makeWriter(text.fallback)) : model;
    }
  }
}

/**
 * The writer, built once per root. Its own builder, so functions that never write bundle neither
 * the writers nor their phrase banks, and the model check (which never touches the table) no
 * DynamoDB client.
 */
export const writerOf = /* @__PURE__ */ onRoot((): TextWriter => makeWriter(parseTextConfig(process.env)));
