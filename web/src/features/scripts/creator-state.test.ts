import type { AdvancedScriptRequest } from '@shared/scripts/script.schema';
import {
  DEFAULT_ADVANCED_FORM,
  INITIAL_CREATOR_STATE,
  nextStep,
  prepareAdvancedRequest,
  prepareSimpleRequest,
  previousStep,
  removeScript,
  replaceScript,
  restoreScript,
  selectMode,
  setAdvancedField,
  setSimpleField,
  showResult,
  startOver,
  validateStep,
  type CreatorState,
} from './creator-state';
import { aScript } from './test-fixtures';

const advanced = (patch: Partial<CreatorState> = {}): CreatorState => ({
  ...selectMode(INITIAL_CREATOR_STATE, 'advanced'),
  ...patch,
});
const filled = {
  ...DEFAULT_ADVANCED_FORM,
  persona: 'Mães empreendedoras',
  angulo: 'segredo',
  tema: 'Renda extra',
  tom: 'Inspirador' as const,
};

describe('mode selection', () => {
  it('opens the simple form or step 1 of the wizard', () => {
    expect(selectMode(INITIAL_CREATOR_STATE, 'simple').view).toBe('simple');
    const s = selectMode({ ...INITIAL_CREATOR_STATE, step: 4 }, 'advanced');
    expect(s).toMatchObject({ view: 'advanced', step: 1, errors: {}, result: null });
  });

  it('starts over from the mode cards with fresh forms', () => {
    const used = setSimpleField(selectMode(INITIAL_CREATOR_STATE, 'simple'), 'idea', 'x');
    expect(startOver()).toEqual(INITIAL_CREATOR_STATE);
    expect(used.simple.idea).toBe('x');
  });
});

describe('advanced steps', () => {
  it('does not leave step 1 without a persona, and shows the schema message', () => {
    const s = nextStep(advanced());
    expect(s.step).toBe(1);
    expect(s.errors.persona).toBe('Descreva a persona e o nicho.');
  });

  it('moves forward when the step is valid and clears the errors', () => {
    const blocked = nextStep(advanced());
    const typed = setAdvancedField(blocked, 'persona', 'Mães empreendedoras');
    expect(typed.errors.persona).toBeUndefined();
    expect(nextStep(typed)).toMatchObject({ step: 2, errors: {} });
  });

  it('requires angle and theme on step 2 and tone on step 5', () => {
    expect(Object.keys(validateStep(DEFAULT_ADVANCED_FORM, 2)).sort()).toEqual(['angulo', 'tema']);
    expect(Object.keys(validateStep(DEFAULT_ADVANCED_FORM, 5))).toEqual(['tom']);
  });

  it('does not enforce objective and format (docs/PRODUCT.md §validation.creator)', () => {
    expect(validateStep(DEFAULT_ADVANCED_FORM, 3)).toEqual({});
    expect(validateStep(DEFAULT_ADVANCED_FORM, 4)).toEqual({});
  });

  it('walks 1 → 6 and never past 6', () => {
    let s = advanced({ advanced: filled });
    for (let i = 0; i < 7; i++) s = nextStep(s);
    expect(s.step).toBe(6);
  });

  it('goes back one step, and from step 1 back to the mode choice', () => {
    expect(previousStep(advanced({ step: 3 })).step).toBe(2);
    const s = previousStep(advanced({ step: 1, errors: { persona: 'x' } }));
    expect(s).toMatchObject({ view: 'choose', errors: {} });
  });
});

describe('advanced field rules (docs/PRODUCT.md §flows.creator)', () => {
  it('resets the duration to 5 minutes for horizontal YouTube and to 30 s otherwise', () => {
    const yt = setAdvancedField(advanced({ advanced: { ...filled, duracao: 60 } }), 'plataforma', 'youtube-horizontal');
    expect(yt.advanced.duracao).toBe(300);
    const tiktok = setAdvancedField(setAdvancedField(yt, 'duracao', 1200), 'plataforma', 'tiktok');
    expect(tiktok.advanced.duracao).toBe(30);
  });

  it('keeps the duration when the same platform is picked again', () => {
    const s = setAdvancedField(advanced({ advanced: { ...filled, duracao: 45 } }), 'plataforma', 'instagram-reels');
    expect(s.advanced.duracao).toBe(45);
  });

  it('clears a chosen on-camera format when aparecer becomes Não', () => {
    const s = setAdvancedField(advanced({ advanced: { ...filled, formato: 'talking-head' } }), 'aparecer', 'Não');
    expect(s.advanced.formato).toBe('');
  });

  it('keeps a format that stays visible when aparecer becomes Não', () => {
    const s = setAdvancedField(advanced({ advanced: { ...filled, formato: 'tela-texto' } }), 'aparecer', 'Não');
    expect(s.advanced.formato).toBe('tela-texto');
  });
});

describe('preparing requests', () => {
  it('refuses a blank idea with the schema message', () => {
    const prepared = prepareSimpleRequest(setSimpleField(selectMode(INITIAL_CREATOR_STATE, 'simple'), 'idea', '   '));
    expect(prepared.ok).toBe(false);
    expect(prepared.state.errors.idea).toBe('Descreva a sua ideia para gerar o roteiro.');
  });

  it('builds the simple request with the default 30 s', () => {
    const prepared = prepareSimpleRequest(
      setSimpleField(selectMode(INITIAL_CREATOR_STATE, 'simple'), 'idea', ' Beber água '),
    );
    expect(prepared.ok && prepared.request).toEqual({
      mode: 'simple',
      idea: 'Beber água',
      duracao: 30,
      aparecer: 'Sim',
      influencer: '',
    });
  });

  it('builds the advanced request with the chosen mode', () => {
    const prepared = prepareAdvancedRequest(advanced({ step: 6, advanced: filled }), 'series');
    expect(prepared.ok && prepared.request).toMatchObject({
      mode: 'series',
      persona: 'Mães empreendedoras',
      objetivo: '',
      formato: '',
    });
  });

  it('sends the user to the first step with an error', () => {
    const prepared = prepareAdvancedRequest(advanced({ step: 6, advanced: { ...filled, tema: '' } }), 'complete');
    expect(prepared.ok).toBe(false);
    expect(prepared.state).toMatchObject({ step: 2, errors: { tema: 'Informe o tema do vídeo.' } });
  });
});

describe('result and saved scripts', () => {
  it('shows, updates and removes scripts of the result view', () => {
    const a = aScript({ id: 'a' });
    const b = aScript({ id: 'b' });
    let s = showResult(INITIAL_CREATOR_STATE, [a, b]);
    s = replaceScript(s, { ...a, favorite: true });
    expect(s.result?.[0]?.favorite).toBe(true);
    expect(replaceScript(s, aScript({ id: 'other' }))).toBe(s);
    s = removeScript(s, 'a');
    expect(s.result?.map((x) => x.id)).toEqual(['b']);
    expect(removeScript(s, 'b').result).toBeNull();
  });

  it('restores a simple script into the simple form', () => {
    const script = aScript({
      request: { mode: 'simple', idea: 'Beber água', duracao: 60, aparecer: 'Não', influencer: 'Fulano' },
    });
    const s = restoreScript(INITIAL_CREATOR_STATE, script);
    expect(s).toMatchObject({
      view: 'simple',
      simple: { idea: 'Beber água', duracao: 60, aparecer: 'Não', influencer: 'Fulano' },
      result: [script],
    });
  });

  it('restores a simple script without its request from the theme', () => {
    const s = restoreScript(
      INITIAL_CREATOR_STATE,
      aScript({ request: null, niche: 'x', objective: 'Roteiro simples', theme: 'Tema antigo' }),
    );
    expect(s.view).toBe('simple');
    expect(s.simple.idea).toBe('Tema antigo');
  });

  it('restores an advanced script on step 6 with the form filled, with its series', () => {
    const request: AdvancedScriptRequest = {
      ...filled,
      mode: 'series',
      plataforma: 'youtube-horizontal',
      duracao: 600,
      tom: 'Inspirador',
    };
    const parts = [1, 2, 3].map((i) =>
      aScript({ id: `p${i}`, niche: 'Mães', objective: 'vendas', request, seriesId: 'sr', seriesIndex: i }),
    );
    const s = restoreScript(selectMode(INITIAL_CREATOR_STATE, 'simple'), parts[1]!, parts);
    expect(s).toMatchObject({
      view: 'advanced',
      step: 6,
      advanced: { persona: 'Mães empreendedoras', plataforma: 'youtube-horizontal', duracao: 600 },
    });
    expect(s.result).toHaveLength(3);
  });

  it('restores an advanced script without its request from niche and theme', () => {
    const s = restoreScript(
      INITIAL_CREATOR_STATE,
      aScript({ request: null, niche: 'Fitness', objective: 'engajamento', theme: 'Treino' }),
    );
    expect(s).toMatchObject({ view: 'advanced', step: 6, advanced: { persona: 'Fitness', tema: 'Treino' } });
  });
});
