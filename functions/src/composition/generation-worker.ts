import { runGeneration } from '../generation/generation-job';
import { structuredJob } from '../ideas/generate-structured';
import type { IdeaContext } from '../ideas/idea-context';
import type { IdeaResultStore } from '../ideas/ports';
import { newsTool } from '../news/news-tool';
import { questionsTool } from '../viral-questions/questions-tool';
import { viralShortTool } from '../viral-short/viral-short-tool';
import { ideaResultsOf } from './idea-results';
import type { GenerationEvent, GenerationStore } from '../generation/ports';
import { editJob } from '../scripts/ai-edit-script';
import { scriptJob } from '../scripts/generate-script';
import type { ScriptContext } from '../scripts/script-context';
import { accountsOf, clockOf, configOf, loggerOf, realtimeOf, type Builders, type CoreDeps } from './core';
import { ledgerOf } from './credit-ledger';
import { generationsOf } from './generation-store';
import { paceOf } from './pace-store';
import { scriptStoreOf } from './script-store';
import { standingsOf } from './standings';
import { writerOf } from './text-writer';
import { hubStoreOf } from './hub-store';
import { coachJob } from '../hub/coach';
import type { HubStore } from '../hub/ports';
import { imageStoreOf } from './image-store';
import { imageModelOf, imageResizerOf } from './images';
import { lazyObjects, objectStoreOf } from './object-store';
import { newImageId } from '../images/image-id';
import { imageJob } from '../images/generate-image';
import type { ImageContext } from '../images/image-context';
import type { ImageModel, ImageResizer, ImageStore } from '../images/ports';
import type { AccountStore, ObjectStore, RealtimePublisher, TextWriter } from '../core/ports';
import type { AccountStandings } from '../accounts/ports';
import type { CreditLedger } from '../credits/ports';
import type { ScriptStore } from '../scripts/ports';
import type { PaceStore } from '../teleprompter/ports';

/** What the generation worker runs on: every job kind's parts (docs/ARCHITECTURE.md §generation-jobs). */
export interface GenerationWorkerDeps extends CoreDeps {
  generations: GenerationStore;
  accounts: AccountStore;
  scripts: ScriptStore;
  results: IdeaResultStore;
  writer: TextWriter;
  ledger: CreditLedger;
  standings: Pick<AccountStandings, 'getStanding'>;
  pace: Pick<PaceStore, 'get'>;
  realtime: RealtimePublisher;
  images: ImageStore;
  objects: ObjectStore;
  model: ImageModel;
  resizer: ImageResizer;
  hub: HubStore;
  /** Delta batching window for the WebSocket stream (ms); tests shorten it. */
  flushMs?: number;
}

/** The builders of GenerationWorkerDeps (written out: see httpBuilders). */
export const generationWorkerBuilders: Builders<Omit<GenerationWorkerDeps, 'flushMs'>> = {
  config: configOf,
  clock: clockOf,
  logger: loggerOf,
  generations: generationsOf,
  accounts: accountsOf,
  scripts: scriptStoreOf,
  results: ideaResultsOf,
  writer: writerOf,
  ledger: ledgerOf,
  standings: standingsOf,
  pace: paceOf,
  realtime: realtimeOf,
  images: imageStoreOf,
  objects: objectStoreOf,
  model: imageModelOf,
  resizer: imageResizerOf,
  hub: hubStoreOf,
};

/**
 * Runs one delivered job: its kind picks the feature's use case (a new kind adds its job here:
 * the kinds in GENERATION_KINDS). The same function runs in the worker Lambda and, locally, in-process.
 */
export function runGenerationWith(deps: GenerationWorkerDeps, event: GenerationEvent) {
  const log = deps.logger.child({ userId: event.userId, generationId: event.generationId });
  const ctx: ScriptContext = {
    store: deps.scripts,
    ledger: deps.ledger,
    writer: deps.writer,
    accounts: deps.accounts,
    standings: deps.standings,
    pace: deps.pace,
    realtime: deps.realtime,
    clock: deps.clock,
    log,
    flushMs: deps.flushMs,
  };
  const ideas: IdeaContext = { ...ctx, results: deps.results };
  const jobCtx = { ...ctx, generations: deps.generations, stage: deps.config.stage };
  return runGeneration(jobCtx, event, {
    script: { ...scriptJob(ctx), writer: () => deps.writer.kind },
    edit: { ...editJob(ctx), writer: () => deps.writer.kind },
    questions: { ...structuredJob(ideas, questionsTool), writer: () => deps.writer.kind },
    'viral-short': { ...structuredJob(ideas, viralShortTool), writer: () => deps.writer.kind },
    news: { ...structuredJob(ideas, newsTool), writer: () => deps.writer.kind },
    coach: {
      ...coachJob({ hub: deps.hub, writer: deps.writer, clock: deps.clock, log }),
      writer: () => deps.writer.kind,
    },
    // built only for an image's record, so a script's run never builds the image model or the objects
    get image() {
      const images: ImageContext = {
        images: deps.images,
        objects: lazyObjects(() => deps.objects),
        model: deps.model,
        resizer: deps.resizer,
        ledger: deps.ledger,
        accounts: deps.accounts,
        standings: deps.standings,
        clock: deps.clock,
        log,
        newId: newImageId,
      };
      return { ...imageJob(images), writer: () => deps.model.kind };
    },
  });
}
