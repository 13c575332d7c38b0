import { CREDIT_COSTS, FREE_PLAN_LIMITS, isBilledPlan } from '../plans/plans';
import { creditsText } from '../subscription/credits';
import { IMAGE_MESSAGES } from './image.schema';

/**
 * How many images a plan may still make (docs/PRODUCT.md §limits.images): the free plan one in
 * total, counted on images generated (a delete gives nothing back); billed plans no count limit,
 * only credits. The legacy 'starter' value counts as free (docs/PRODUCT.md §defects.code-gaps).
 */
export function imageLimitFor(plan: string | null | undefined): number | null {
  return isBilledPlan(plan) ? null : FREE_PLAN_LIMITS.imagesTotal;
}

export interface ImagesLeft {
  /** The count limit is reached: the page shows the upgrade message instead of the button. */
  atLimit: boolean;
  /** What the notice says: '1 imagem restante', 'Seus créditos pagam 75 imagens', 'Uma imagem custa 200 créditos; você tem 100'. */
  text: string;
  /** The balance does not cover one image (the server would answer 402). */
  shortOfCredits: boolean;
}

const imagesRestantes = (n: number) => `${n} ${n === 1 ? 'imagem restante' : 'imagens restantes'}`;

/** The images-left notice of /gerador-imagens (docs/PRODUCT.md §screens.gerador-imagens). */
export function imagesLeft(
  usage: { generated: number; limit: number | null },
  /** null while the subscription is not known: nothing is claimed about the balance. */
  creditsRemaining: number | null,
): ImagesLeft {
  const byCredits = creditsRemaining === null ? null : Math.max(0, Math.floor(creditsRemaining / CREDIT_COSTS.image));
  const shortOfCredits = byCredits === 0;
  // Short of credits, the notice says what an image costs and what the balance holds, not an
  // image 'restante' beside a disabled button (issue 27).
  const short = `Uma imagem custa ${creditsText(CREDIT_COSTS.image)}; você tem ${Math.max(0, creditsRemaining ?? 0).toLocaleString('pt-BR')}`;
  if (usage.limit !== null) {
    const left = Math.max(0, usage.limit - usage.generated);
    if (left === 0) return { atLimit: true, text: 'Nenhuma imagem restante', shortOfCredits };
    return { atLimit: false, text: shortOfCredits ? short : imagesRestantes(left), shortOfCredits };
  }
  let text = `Cada imagem custa ${creditsText(CREDIT_COSTS.image)}`;
  if (byCredits !== null)
    text = shortOfCredits
      ? short
      : `Seus créditos pagam ${byCredits.toLocaleString('pt-BR')} ${byCredits === 1 ? 'imagem' : 'imagens'}`;
  return { atLimit: false, text, shortOfCredits };
}

/** The history's counter badge: '1 imagem', '12 imagens'. */
export function imageCountText(n: number): string {
  return `${n.toLocaleString('pt-BR')} ${n === 1 ? 'imagem' : 'imagens'}`;
}

/**
 * docs/PRODUCT.md §messages.images: a failure that speaks of credits or of the image limit is
 * shown as it is; any other reads 'Erro ao gerar imagem. Tente novamente.'
 */
export function imageErrorMessage(message: string | null | undefined): string {
  const m = message ?? '';
  return /créditos insuficientes|limite de imagens/i.test(m) ? m : IMAGE_MESSAGES.generateFailed;
}

/** Download names (docs/PRODUCT.md §limits.images): a timestamp for the image just made, the id for a history item. */
export const downloadName = {
  fresh: (now: Date) => `imagem-${now.getTime()}.png`,
  history: (id: string) => `${id}.png`,
};
