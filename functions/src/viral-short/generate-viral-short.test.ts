import {
  VIRAL_SHORT_MESSAGES,
  type GenerateViralShortBody,
  type ViralShortResult,
} from '@shared/viral-short/viral-short.schema';
import type { FetchedTranscript, TranscriptSource } from './ports';
import { ideaJobFakes } from '../../test/support/ideas';
import { startViralShort, type ViralShortContext } from './generate-viral-short';
import { viralShortTool } from './viral-short-tool';
import { TranscriptRequiredError, type ViralShortInput } from './transcript';
import { PASTED_TEXTS, RECORDED_CAPTIONS } from '../../test/support/viral-short';

const OP = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

const body = (overrides: Partial<GenerateViralShortBody> = {}): GenerateViralShortBody => ({
  operationId: OP,
  youtube_url: 'https://youtu.be/Pd8x1kQz9aA?t=3',
  target_duration_s: 60,
  style: 'natural',
  idioma_saida: 'pt-BR',
  tone: '',
  goal: '',
  cta: '',
  transcript: '',
  ...overrides,
});

/** Captions as the AWS source would read them: the recorded track, or null (no captions). */
function source(kind: TranscriptSource['kind'], answer: FetchedTranscript | null | Error) {
  const asked: string[] = [];
  const transcripts: TranscriptSource = {
    kind,
    fetch: async (videoId) => {
      asked.push(videoId);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { transcripts, asked };
}

const jobsOf = new WeakMap<ViralShortContext, ReturnType<typeof ideaJobFakes>>();

function fakes(transcripts: TranscriptSource) {
  const f = ideaJobFakes(viralShortTool);
  const ctx: ViralShortContext = { ...f.start, transcripts };
  jobsOf.set(ctx, f);
  return { ...f, ctx };
}

/** The route's start, then its job run to the end: the kept answer as the page reads it. */
async function generateViralShort(ctx: ViralShortContext, userId: string, b: GenerateViralShortBody) {
  const f = jobsOf.get(ctx)!;
  const { generationId } = await startViralShort(ctx, userId, b);
  await f.run();
  const kept = f.kept.get(generationId)!;
  return {
    operationId: generationId,
    result: kept.result as ViralShortResult,
    writer: kept.writer,
    creditsRemaining: await f.ctx.ledger.balance(userId),
  };
}

const captions = (): FetchedTranscript => ({
  segments: RECORDED_CAPTIONS.segments,
  language: 'pt-BR',
  automatic: false,
  videoDurationS: 91,
});

it('writes from a pasted transcript without reading captions, charging 100 and keeping the input', async () => {
  const s = source('youtube', captions());
  const f = fakes(s.transcripts);
  const answer = await generateViralShort(f.ctx, 'ana', body({ transcript: PASTED_TEXTS.corrida }));
  expect(answer).toMatchObject({ operationId: OP, writer: 'offline', creditsRemaining: 900 });
  expect(answer.result.meta.duration_seconds).toBe(60);
  expect(s.asked).toEqual([]);
  expect(f.calls).toEqual(['charge 100 viral-short']);
  const input = f.kept.get(OP)!.input as ViralShortInput;
  expect(input).toMatchObject({
    videoId: 'Pd8x1kQz9aA',
    youtube_url: 'https://www.youtube.com/watch?v=Pd8x1kQz9aA',
    transcript: { source: 'pasted', estimated: true },
  });
  expect(input).not.toHaveProperty('operationId');
  // unset options are left out: DynamoDB Local refuses empty strings in the kept item
  expect(input).not.toHaveProperty('tone');
  expect(JSON.stringify(input)).not.toContain('""');
});

it("writes from the video's captions when none is pasted", async () => {
  const s = source('youtube', captions());
  const f = fakes(s.transcripts);
  const answer = await generateViralShort(f.ctx, 'ana', body());
  expect(s.asked).toEqual(['Pd8x1kQz9aA']);
  expect((f.kept.get(OP)!.input as ViralShortInput).transcript).toMatchObject({
    source: 'captions',
    videoDurationS: 91,
  });
  expect(answer.result.cuts[0]!.note).not.toMatch(/estimado/);
});

it.each([
  ['local mode (no source)', source('none', null), VIRAL_SHORT_MESSAGES.transcriptLocal],
  ['a video without captions', source('youtube', null), VIRAL_SHORT_MESSAGES.transcriptNoCaptions],
  ['a source that throws', source('youtube', new Error('boom')), VIRAL_SHORT_MESSAGES.transcriptNoCaptions],
  [
    'captions too short to write from',
    source('youtube', { ...captions(), segments: [{ startS: 0, durationS: 2, text: 'só isso' }] }),
    VIRAL_SHORT_MESSAGES.transcriptNoCaptions,
  ],
])('answers transcript_required and charges nothing for %s', async (_name, s, message) => {
  const f = fakes(s.transcripts);
  const failure = generateViralShort(f.ctx, 'ana', body());
  await expect(failure).rejects.toBeInstanceOf(TranscriptRequiredError);
  await expect(failure).rejects.toMatchObject({ code: 'transcript_required', message });
  expect(f.calls).toEqual([]);
  expect(f.kept.size).toBe(0);
});

it('never asks the local source: local mode has no internet', async () => {
  const s = source('none', captions());
  await expect(generateViralShort(fakes(s.transcripts).ctx, 'ana', body())).rejects.toMatchObject({
    code: 'transcript_required',
  });
  expect(s.asked).toEqual([]);
});

it('answers a retried operation id with the kept result, without reading captions or charging again', async () => {
  const s = source('youtube', captions());
  const f = fakes(s.transcripts);
  const first = await generateViralShort(f.ctx, 'ana', body());
  s.asked.length = 0;
  const again = await generateViralShort(f.ctx, 'ana', body());
  expect(again.result).toEqual(first.result);
  expect(s.asked).toEqual([]);
  expect(f.calls.filter((c) => c.startsWith('charge'))).toHaveLength(1);
});
