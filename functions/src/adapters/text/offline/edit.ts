/**
 * The offline writer's edits (docs/LOCAL-MODE.md §writer): an instruction applied to a script by
 * rules, from the edit's Brief (analyse.ts analyseEdit) and the phrase data alone.
 */
import type { EditBrief, ScriptParts } from './brief';
import { ANGLE_IDS, bodySentences, fill, fitting, spokenWordCount } from './compose';
import { CTAS, FORMAL_REPLACEMENTS, HOOKS, HUMOR_LINES, PLATFORM_TAIL, TONE_LINES } from './data/phrases';
import { randomAt } from './prng';
import { sentencesOf } from './words';

/** Applies an edit instruction to a script by rules: shorten, lengthen, formal, funny, new CTA, new hook. */
export function composeEdit(edit: EditBrief): string {
  const { script: brief, original, rules } = edit;
  const rnd = randomAt(brief.dice[0]!);
  const p: ScriptParts = { ...edit.parts };
  const understood = Object.values(rules).some(Boolean);

  if (rules.hook || !understood) {
    const angles = ANGLE_IDS.filter((a) => a !== brief.angle);
    const fresh = fill(rnd.pick(fitting(HOOKS[rnd.pick(angles)].full, brief)), brief);
    p.hook = [fresh];
  }
  if (rules.shorten) {
    const body = sentencesOf(p.body);
    const total = spokenWordCount([...p.hook, ...body, ...p.cta].join(' '));
    const goal = Math.round(total * 0.6);
    while (body.length > 1 && spokenWordCount([...p.hook, ...body, ...p.cta].join(' ')) > goal) body.pop();
    p.body = body.length ? [body.join(' ')] : [];
  }
  if (rules.lengthen) {
    const body = sentencesOf(p.body);
    const extra = Math.max(20, Math.round(spokenWordCount(original) * 0.4));
    const gen = bodySentences(brief, rnd);
    let added = 0;
    while (added < extra) {
      const s = gen.next().value as string;
      if (body.includes(s)) continue;
      body.push(s);
      added += spokenWordCount(s);
    }
    p.body = [body.join(' ')];
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
    p.cta = [`${fill(rnd.pick(pool), brief)} ${PLATFORM_TAIL[brief.platform] ?? ''}`.trim()];
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
    p.body = sentencesOf(p.body)
      .filter((s) => !humor.has(s))
      .map(formal);
    p.body = p.body.length ? [p.body.join(' ')] : [];
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
