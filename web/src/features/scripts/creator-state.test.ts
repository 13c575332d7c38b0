import type { AdvancedScriptRequest } from '@shared/scripts/script.schema';
import {
  DEFAULT_ADVANCED_FORM,
  INITIAL_CREATOR_STATE,
  nextStep,
  prepareAdvancedRequest,
  prepareSimpleRequest,
  previousStep,
  reachableStep,
  removeScript,
  replaceScript,
  restoreScript,
  selectMode,
  setAdvancedField,
  setSimpleField,
  showResult,
  showStep,
  startOver,
  startWithIdea,
  startWithReference,
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
  objetivo: 'vendas',
  formato: 'tela-texto',
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

describe('an idea handed over by another page', () => {
  it('opens the simple form with the idea, keeping the other simple fields and the advanced form', () => {
    const before = setAdvancedField(
      setSimpleField(setSimpleField(selectMode(INITIAL_CREATOR_STATE, 'simple'), 'idea', 'antiga'), 'duracao', 60),
      'tema',
      'Renda extra',
    );
    const s = startWithIdea({ ...before, view: 'advanced', step: 3, errors: { idea: 'x' } }, 'Vale a pena?');
    expect(s).toMatchObject({ view: 'simple', step: 1, errors: {}, result: null });
    expect(s.simple).toEqual({ ...before.simple, idea: 'Vale a pena?', duracao: 60 });
    expect(s.advanced.tema).toBe('Renda extra');
  });
});

describe('a reference handed over by the Viral Finder (issue 32)', () => {
  it('opens step 1 of the wizard with the referencia and the platform, its duration reset, the rest kept', () => {
    const before = setAdvancedField(
      setAdvancedField(selectMode(INITIAL_CREATOR_STATE, 'advanced'), 'tema', 'Renda extra'),
      'duracao',
      60,
    );
    const s = startWithReference({ ...before, view: 'simple', step: 4 }, 'Título — Gancho: olha isso', 'tiktok');
    expect(s).toMatchObject({ view: 'advanced', step: 1, errors: {}, result: null });
    expect(s.advanced).toEqual({
      ...before.advanced,
      referencia: 'Título — Gancho: olha isso',
      plataforma: 'tiktok',
      duracao: 30,
    });
  });
});

describe('advanced steps', () => {
  it('lets step 1 pass empty: the persona is optional (docs/PRODUCT.md §validation.creator)', () => {
    expect(nextStep(advanced())).toMatchObject({ step: 2, errors: {} });
  });

  it('stops step 2 when neither persona, theme nor pain is filled, with the message under the theme', () => {
    const s = nextStep(advanced({ step: 2 }));
    expect(s.step).toBe(2);
    expect(s.errors).toEqual({ tema: 'Descreva a persona, o tema ou a dor do público.' });
    for (const field of ['persona', 'tema', 'dor'] as const) {
      const filledOne = setAdvancedField(advanced({ step: 2 }), field, 'algo');
      expect(nextStep(filledOne)).toMatchObject({ step: 3, errors: {} });
    }
    // blank counts as empty
    expect(nextStep(setAdvancedField(advanced({ step: 2 }), 'tema', '   ')).step).toBe(2);
  });

  it('requires the objective on step 3 and the format on step 4, and nothing on step 5', () => {
    expect(validateStep(DEFAULT_ADVANCED_FORM, 3)).toEqual({ objetivo: 'Escolha o objetivo do vídeo.' });
    expect(validateStep(DEFAULT_ADVANCED_FORM, 4)).toEqual({ formato: 'Escolha o formato do vídeo.' });
    expect(validateStep(DEFAULT_ADVANCED_FORM, 5)).toEqual({});
    expect(validateStep({ ...DEFAULT_ADVANCED_FORM, angulo: '' }, 2)).toEqual({
      tema: 'Descreva a persona, o tema ou a dor do público.',
    });
  });

  it('moves forward when the step is valid and clears the errors', () => {
    const blocked = nextStep(advanced({ step: 3 }));
    expect(blocked).toMatchObject({ step: 3, errors: { objetivo: 'Escolha o objetivo do vídeo.' } });
    const picked = setAdvancedField(blocked, 'objetivo', 'vendas');
    expect(picked.errors.objetivo).toBeUndefined();
    expect(nextStep(picked)).toMatchObject({ step: 4, errors: {} });
  });

  it('opens a step from the URL only as far as the inputs allow', () => {
    expect(reachableStep(DEFAULT_ADVANCED_FORM, 1)).toBe(1);
    expect(reachableStep(DEFAULT_ADVANCED_FORM, 5)).toBe(2);
    expect(reachableStep({ ...DEFAULT_ADVANCED_FORM, tema: 'x' }, 5)).toBe(3);
    expect(reachableStep({ ...filled, formato: '' }, 6)).toBe(4);
    expect(reachableStep(filled, 6)).toBe(6);
  });

  it("follows the URL's step, dropping the errors of the step left", () => {
    const s = showStep(advanced({ step: 3, errors: { objetivo: 'x' } }), 2);
    expect(s).toMatchObject({ view: 'advanced', step: 2, errors: {} });
    const same = advanced({ step: 3, errors: { objetivo: 'x' } });
    expect(showStep(same, 3)).toBe(same);
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
      objetivo: 'vendas',
      formato: 'tela-texto',
    });
  });

  it('sends the user to the first step with an error', () => {
    const prepared = prepareAdvancedRequest(advanced({ step: 6, advanced: { ...filled, objetivo: '' } }), 'complete');
    expect(prepared.ok).toBe(false);
    expect(prepared.state).toMatchObject({ step: 3, errors: { objetivo: 'Escolha o objetivo do vídeo.' } });
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
