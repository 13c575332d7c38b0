/**
 * The offline writer's edits (docs/LOCAL-MODE.md §writer): an instruction applied to a script by
 * rules, from the edit's Brief (analyse.ts analyseEdit) and the phrase data alone.
 */
import type { EditBrief, ScriptParts } from './brief';
import { ANGLE_IDS, bodySentences, fill, spokenWordCount } from './compose';
import { CTAS, FORMAL_REPLACEMENTS, HOOKS, HUMOR_LINES, PLATFORM_TAIL, TONE_LINES } from './data/phrases';
import { randomAt } from './prng';
import { sentencesOf } from './words';

/**
 * Lines of the development an edit never drops (docs/PRODUCT.md §offline-writer): a block's
 * title ('[BLOCO 2 — …]'), a promised item ('Erro 2: …', 'Livro 1: [DIGA AQUI: …]'), a step.
 */
const KEPT = /^(\[|\p{Lu}\p{Ll}* \d+[:\s[]|Passo \d+:|(Primeiro|Segundo|Terceiro|Quarto|Quinto|Sexto|Sétimo),)/u;

const sentencesOfLine = (line: string) => line.split(/(?<=[.!?])\s+/).filter((x) => x.trim());

/** Applies an edit instruction to a script by rules: shorten, lengthen, formal, funny, new CTA, new hook. */
export function composeEdit(edit: EditBrief): string {
  const { script: brief, original, rules } = edit;
  const rnd = randomAt(brief.dice[0]!);
  const p: ScriptParts = { ...edit.parts };
  const understood = Object.values(rules).some(Boolean);

  if (rules.hook || !understood) {
    const angles = ANGLE_IDS.filter((a) => a !== brief.angle);
    const fresh = fill(rnd.pick(HOOKS[rnd.pick(angles)].full), brief);
    p.hook = [fresh];
  }
  if (rules.shorten) {
    // prose loses sentences from the end, each paragraph keeps its first; titles and items stay
    const lines = p.body.map((l) => (KEPT.test(l) ? [l] : sentencesOfLine(l)));
    const words = () => spokenWordCount([...p.hook, ...lines.flat(), ...p.cta].join(' '));
    const goal = Math.round(words() * 0.6);
    for (let i = lines.length - 1; i >= 0 && words() > goal; i--) {
      const line = lines[i]!;
      if (KEPT.test(line[0] ?? '')) continue;
      while (line.length > 1 && words() > goal) line.pop();
    }
    p.body = lines.map((l) => l.join(' '));
  }
  if (rules.lengthen) {
    const said = new Set(sentencesOf(p.body));
    const extra = Math.max(20, Math.round(spokenWordCount(original) * 0.4));
    const gen = bodySentences(brief, rnd);
    const added: string[] = [];
    let count = 0;
    while (count < extra) {
      const s = gen.next().value as string;
      if (said.has(s) || added.includes(s)) continue;
      added.push(s);
      count += spokenWordCount(s);
    }
    p.body = [...p.body, added.join(' ')];
  }
  if (rules.funny) {
    const [a, b] = rnd.shuffle(HUMOR_LINES);
    p.body = [a!, ...p.body, b!];
  }
  if (rules.emotional) {
    const lines = rnd.shuffle(edit.inspiring ? TONE_LINES.Inspirador : TONE_LINES.Emocional);
    p.body = [lines[0]!, ...p.body, lines[1]!];
  }
  if (rules.cta) {
    const { objective, comment } = edit.cta;
    const asked = comment ? CTAS[objective].full.filter((c) => /coment/i.test(c)) : [];
    const pool = asked.length ? asked : CTAS[objective].full;
    p.cta = [`${fill(rnd.pick(pool), brief)} ${rnd.pick(PLATFORM_TAIL[brief.platform] ?? [''])}`.trim()];
  }
  if (rules.question) p.cta = [...p.cta, 'E você, o que acha? Me conta nos comentários.'];
  if (rules.formal) {
    const formal = (s: string) =>
      FORMAL_REPLACEMENTS.reduce((acc, [re, to]) => acc.replace(re, to), s)
        .replace(/\s{2,}/g, ' ')
        .replace(/\.\s*\./g, '.')
        .trim();
    const humor = new Set<string>(TONE_LINES.Divertido);
    p.hook = p.hook.map(formal);
    p.body = p.body
      .map((l) =>
        KEPT.test(l)
          ? formal(l)
          : sentencesOfLine(l)
              .filter((s) => !humor.has(s))
              .map(formal)
              .join(' '),
      )
      .filter(Boolean);
    p.cta = p.cta.map(formal);
  }
  if (!understood) {
    p.head = [
      ...p.head,
      '[Edição offline: o pedido não corresponde a uma regra conhecida (encurtar, alongar, formal, divertido, gancho, chamada), então o gancho foi reescrito]',
    ];
  }
  return joinParts(p);
}

function joinParts(p: ScriptParts): string {
  const out = [...p.head];
  out.push('', '[GANCHO]', ...p.hook);
  if (p.body.length) out.push('', '[DESENVOLVIMENTO]', ...p.body);
  if (p.cta.length) out.push('', '[CTA]', ...p.cta);
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
