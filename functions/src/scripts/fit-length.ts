import type { ScriptRequest } from '@shared/scripts/script.schema';
import { errorFields } from '../core/logger';
import type { Logger, TextWriter } from '../core/ports';
import { LENGTH_TOLERANCE, lengthOff, wordRange } from '../generation/script-length';
import { parseScriptOutput, type GeneratedScript } from '../generation/script-output';
import * as resize from './prompts/resize.v1';

/**
 * Length you can trust (docs/PRODUCT.md §limits.scripts): each generated script whose spoken words
 * are off the target by more than 25% is sent back to the writer once, with its count and the
 * range; the rewrite replaces it when it comes closer. The extras stay the first answer's. A
 * correction that fails (or is no better) keeps the script as written: it is still usable and paid
 * for, so a failed correction never fails the generation.
 */
export async function fitLength(
  ctx: { writer: TextWriter; log: Logger },
  request: ScriptRequest,
  generated: GeneratedScript[],
  /** maxTokens: the answer's own output budget, so a long script's correction is not cut either. */
  opts: { wordsPerMinute: number; signal?: AbortSignal; maxTokens?: number },
): Promise<GeneratedScript[]> {
  const range = wordRange(request.duracao, opts.wordsPerMinute);
  const out: GeneratedScript[] = [];
  for (const script of generated) {
    const first = lengthOff(script.text, range.target);
    if (first.off <= LENGTH_TOLERANCE.corrected) {
      out.push(script);
      continue;
    }
    try {
      const prompt = resize.build({ script: script.text, words: first.words, range });
      const raw = await ctx.writer.write(
        {
          version: resize.version,
          ...prompt,
          task: {
            kind: 'edit',
            original: script.text,
            instruction: `Ajuste o tamanho para entre ${range.min} e ${range.max} palavras faladas.`,
            duration: request.duracao,
            request,
            wordsPerMinute: opts.wordsPerMinute,
          },
        },
        // the live view keeps the first answer; the saved script is the truth
        { onDelta: () => undefined, signal: opts.signal, maxTokens: opts.maxTokens },
      );
      const [text] = parseScriptOutput(raw, 1) as [string];
      const second = lengthOff(text, range.target);
      ctx.log.info('script length corrected', { before: first.words, after: second.words, target: range.target });
      out.push(second.off < first.off ? { ...script, text } : script);
    } catch (err) {
      ctx.log.warn('script length correction failed', {
        words: first.words,
        target: range.target,
        ...errorFields(err),
      });
      out.push(script);
    }
  }
  return out;
}
