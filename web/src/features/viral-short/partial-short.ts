/**
 * What the live view shows of a short while its JSON streams (`readPartial` of the model's text):
 * each of the four parts as soon as it has text, and how many cuts and hooks are written so far.
 * The model's half-written JSON is untrusted: anything not of the expected type is ignored.
 */
export interface PartialShort {
  hook: string;
  tension: string;
  climax: string;
  cta: string;
  cuts: number;
  hooks: number;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const count = (v: unknown) => (Array.isArray(v) ? v.length : 0);

export function partialShort(partial: unknown): PartialShort {
  const root = partial && typeof partial === 'object' ? (partial as Record<string, unknown>) : {};
  const script = root.script && typeof root.script === 'object' ? (root.script as Record<string, unknown>) : {};
  return {
    hook: text(script.hook),
    tension: text(script.tension),
    climax: text(script.climax),
    cta: text(script.cta),
    cuts: count(root.cuts),
    hooks: count(root.hooks_variations),
  };
}
