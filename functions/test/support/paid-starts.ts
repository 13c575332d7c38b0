import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CREDIT_COSTS } from '@shared/plans/plans';
import { IDEA_TOOL_COSTS } from '@shared/ideas/idea-tools';
import { SIMPLE_REQUEST, type HarnessDeps } from '../integration/harness';
import { makeHandler as makeGenerate } from '../../src/handlers/scripts/generate-script.handler';
import { makeHandler as makeAiEdit } from '../../src/handlers/scripts/ai-edit-script.handler';
import { makeHandler as makeQuestions } from '../../src/handlers/viral-questions/generate-viral-questions.handler';
import { makeHandler as makeShort } from '../../src/handlers/viral-short/generate-viral-short.handler';
import { makeHandler as makeNews } from '../../src/handlers/news/generate-news.handler';
import { makeHandler as makeImage } from '../../src/handlers/images/generate-image.handler';
import { PASTED_TEXTS } from './viral-short';

/**
 * Every paid start (the routes that charge credits and start a generation job, each taking a token
 * of the generation bucket first: docs/PRODUCT.md §limits.rate): its route, its handler's maker,
 * its price and a valid body with a fresh operation id. The races of concurrency.test.ts and the
 * bucket's own test (rate-limits.test.ts) go through all of them.
 */
export interface PaidStart {
  routeKey: string;
  make: (
    deps: HarnessDeps,
  ) => (e: APIGatewayProxyEventV2) => Promise<{ statusCode?: number; body?: string; headers?: unknown }>;
  cost: number;
  body: () => Record<string, unknown>;
  /** The route works on a script of the user's (`{id}`): the AI edit. */
  onScript?: boolean;
}

export const PAID_STARTS: Record<string, PaidStart> = {
  scripts: {
    routeKey: 'POST /api/scripts/generate',
    make: makeGenerate,
    cost: CREDIT_COSTS.script,
    body: () => ({ generationId: randomUUID(), request: SIMPLE_REQUEST }),
  },
  'AI edits': {
    routeKey: 'POST /api/scripts/{id}/ai-edit',
    make: makeAiEdit,
    cost: CREDIT_COSTS.script,
    body: () => ({ generationId: randomUUID(), editPrompt: 'Deixe mais curto' }),
    onScript: true,
  },
  'viral questions': {
    routeKey: 'POST /api/viral-questions/generate',
    make: makeQuestions,
    cost: IDEA_TOOL_COSTS.questions,
    body: () => ({ operationId: randomUUID(), niche: 'pets', quantity: 5 }),
  },
  'viral shorts': {
    routeKey: 'POST /api/viral-short/generate',
    make: makeShort,
    cost: IDEA_TOOL_COSTS['viral-short'],
    body: () => ({
      operationId: randomUUID(),
      youtube_url: 'https://youtu.be/Pd8x1kQz9aA',
      transcript: PASTED_TEXTS.corrida,
      target_duration_s: 30,
    }),
  },
  news: {
    routeKey: 'POST /api/news/generate',
    make: makeNews,
    cost: IDEA_TOOL_COSTS.news,
    body: () => ({ operationId: randomUUID(), nicho: 'tecnologia', com_cta: false }),
  },
  images: {
    routeKey: 'POST /api/images/generate',
    make: makeImage,
    cost: CREDIT_COSTS.image,
    body: () => ({ operationId: randomUUID(), prompt: 'Um café na praia', format: 'square', style: 'fotografico' }),
  },
};
