import { parseTextConfig } from '../config';
import { makeWriter } from '../composition/text-writer';
import { FallbackWriter } from '../adapters/text/fallback-writer';
import { OpenAiWriter } from '../adapters/text/openai-writer';

describe('parseTextConfig', () => {
  it('uses the offline writer by default in local mode and Bedrock on AWS', () => {
    expect(parseTextConfig({ VIRALIZA_MODE: 'local' })).toEqual({ writer: 'offline', offlineDelayMs: 18 });
    expect(parseTextConfig({ VIRALIZA_MODE: 'aws', AWS_REGION: 'sa-east-1' })).toEqual({
      writer: 'bedrock',
      modelId: 'us.anthropic.claude-haiku-4-5-20251001-v1:0',
      region: 'sa-east-1',
    });
  });

  it('reads the OpenAI-compatible settings and drops a trailing slash', () => {
    expect(
      parseTextConfig({
        TEXT_WRITER: 'openai',
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/',
        OPENAI_MODEL: 'qwen2.5',
      }),
    ).toEqual({ writer: 'openai', baseUrl: 'http://127.0.0.1:11434/v1', model: 'qwen2.5' });
  });

  it('gives the model npm start found the offline writer as its stand-in, and a model the user named none', () => {
    const found = {
      TEXT_WRITER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_MODEL: 'llama3.1:8b',
      OFFLINE_WRITER_DELAY_MS: '0',
    };
    const config = parseTextConfig({ ...found, TEXT_WRITER_FALLBACK: 'offline' });
    expect(config).toMatchObject({ writer: 'openai', fallback: { writer: 'offline', offlineDelayMs: 0 } });
    expect(makeWriter(config)).toBeInstanceOf(FallbackWriter);
    expect(makeWriter(config).kind).toBe('openai');
    expect(makeWriter(parseTextConfig(found))).toBeInstanceOf(OpenAiWriter);
  });

  it('stops start-up naming what openai lacks', () => {
    expect(() => parseTextConfig({ TEXT_WRITER: 'openai' })).toThrow(
      'Invalid configuration: TEXT_WRITER=openai needs OPENAI_BASE_URL and OPENAI_MODEL',
    );
  });

  it('refuses an unknown writer and a bad delay', () => {
    expect(() => parseTextConfig({ TEXT_WRITER: 'gpt' })).toThrow(/TEXT_WRITER/);
    expect(() => parseTextConfig({ OFFLINE_WRITER_DELAY_MS: 'muito' })).toThrow(/OFFLINE_WRITER_DELAY_MS/);
    expect(parseTextConfig({ VIRALIZA_MODE: 'local', OFFLINE_WRITER_DELAY_MS: '0' })).toEqual({
      writer: 'offline',
      offlineDelayMs: 0,
    });
  });

  it('reads OFFLINE_DELAY_MS, the optional slow offline writer, in ms per minute of video', () => {
    expect(parseTextConfig({ VIRALIZA_MODE: 'local', OFFLINE_DELAY_MS: '3000' })).toEqual({
      writer: 'offline',
      offlineDelayMs: 18,
      slowMsPerMinute: 3000,
    });
    expect(() => parseTextConfig({ OFFLINE_DELAY_MS: 'devagar' })).toThrow(/OFFLINE_DELAY_MS/);
  });
});
