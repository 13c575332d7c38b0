import { GATED_FEATURES } from './feature-access';
import { benefitsFor, FEATURE_BENEFITS } from './feature-benefits';

describe('benefitsFor', () => {
  it.each([...GATED_FEATURES])('gives %s a title and exactly three distinct, non-blank benefits', (feature) => {
    // act
    const { title, benefits } = benefitsFor(feature);
    // assert
    expect(title.trim()).not.toBe('');
    expect(benefits).toHaveLength(3);
    for (const b of benefits) expect(b.trim()).not.toBe('');
    expect(new Set(benefits).size).toBe(3);
  });

  it('gives each gated feature its own title', () => {
    const titles = GATED_FEATURES.map((f) => benefitsFor(f).title);
    expect(new Set(titles).size).toBe(GATED_FEATURES.length);
  });

  it('covers every gated feature and nothing else', () => {
    expect(Object.keys(FEATURE_BENEFITS).sort()).toEqual([...GATED_FEATURES].sort());
  });

  it.each(['', 'desconhecido', 'teleprompter', 'toString', '__proto__'])(
    'falls back to ideias-virais for the unknown key %p',
    (key) => {
      expect(benefitsFor(key)).toBe(FEATURE_BENEFITS['ideias-virais']);
      expect(benefitsFor(key).title).toBe('Ideias Virais por Dúvidas');
    },
  );
});
