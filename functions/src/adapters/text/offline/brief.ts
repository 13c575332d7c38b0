/**
 * The offline writer's Brief: what the analysis (analyse.ts) reads out of a request, once,
 * and all that the composers (compose.ts, edit.ts) get besides the phrase data
 * (docs/LOCAL-MODE.md §writer). Types only: the analysis and the composers both stand on it.
 */
import type { Tone } from '@shared/scripts/script-options';
import type { AngleId, ObjectiveId } from './data/phrases';
import type { Niche } from './data/niches';

/** How an idea reads: an action ("economizar dinheiro"), a thing ("precificação de bolos") or a question. */
export type TopicKind = 'acao' | 'coisa' | 'pergunta';

/** "3 erros que fazem seu pão caseiro solar" → { count: 3, noun: 'erro', about: 'que fazem seu pão caseiro solar' }. */
export interface NumberedPromise {
  count: number;
  /** Singular, lower-case: "erro", "dica". */
  noun: string;
  /** What follows the counted noun, possibly empty. */
  about: string;
}

export interface Brief {
  mode: 'simple' | 'complete' | 'trend' | 'turbo' | 'series';
  /** The framed idea (see topic.ts): noun form, how/why clause, short form. */
  kind: TopicKind;
  topic: string;
  como: string;
  pergunta: string;
  t3: string;
  /** The whole idea or theme, framing stripped (topic.ts wholeIdea): every content word of it is said. */
  whole: string;
  /** The content words of `whole`, in order: what the script must say, and the hashtags' first source. */
  wholeWords: string[];
  /** The idea was asked as a question ('Vale a pena…?'): its title keeps the question mark. */
  asked: boolean;
  /** The idea's words a hashtag may be (analyse.ts tagWords): content words, no verb, no number. */
  tagWords: string[];
  /** The niche the idea belongs to (niche.ts): its tips, mistakes, stages and hashtags. */
  niche: Niche;
  /** "3 erros…", "cinco dicas…": the script delivers exactly that many numbered points. */
  promise: NumberedPromise | null;
  persona: string;
  /** The pain in the second person (topic.ts painToYou). */
  dor: string;
  dorFirstPerson: boolean;
  oferta: string;
  prova: string;
  objecao: string;
  local: string;
  /** The place with its preposition ("em Recife", "na Bahia"); '' without a place. */
  inLocal: string;
  ref: string;
  influencer: string;
  angle: AngleId;
  objective: ObjectiveId;
  format: string;
  /** '' when no tone was chosen: then no tone-specific line is used. */
  tone: Tone | '';
  platform: string;
  appear: boolean;
  seconds: number;
  /** The pace the script is sized at (docs/PRODUCT.md §flows.teleprompter.pace). */
  wpm: number;
  /**
   * Where each script's seeded choices start (prng.ts `Random.state()`): one per script, three for
   * a series. The analysis may have drawn from the first already (a simple idea's angle).
   */
  dice: number[];
}

/** A script cut into its sections, as an edit reads and rewrites it. */
export interface ScriptParts {
  head: string[];
  hook: string[];
  body: string[];
  cta: string[];
}

/** What the offline writer understood of an edit instruction. */
export interface EditRules {
  shorten: boolean;
  lengthen: boolean;
  formal: boolean;
  funny: boolean;
  cta: boolean;
  hook: boolean;
  emotional: boolean;
  question: boolean;
}

/** An edit, read: the script's Brief, its sections, and what the instruction asks for. */
export interface EditBrief {
  /** The Brief of the script's request; without one, of its first sentence as a simple idea. */
  script: Brief;
  original: string;
  parts: ScriptParts;
  rules: EditRules;
  /** The objective a new call to action serves, and whether it must ask for comments. */
  cta: { objective: ObjectiveId; comment: boolean };
  /** An emotional edit inspires (the script's tone or the instruction says so) rather than moves. */
  inspiring: boolean;
}
