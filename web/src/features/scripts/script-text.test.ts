import { ApiError, parseApiError } from '../../lib/api-error';
import {
  creditsLabel,
  errorToast,
  groupSeries,
  previewText,
  formatScriptDate,
  generationCost,
  patchCachedScripts,
  patchList,
  scriptMeta,
  seriesOf,
} from './script-text';
import { aScript } from './test-fixtures';

describe('costs', () => {
  it('charges 100 credits per script and 300 for a series', () => {
    expect(creditsLabel(generationCost('simple'))).toBe('100 créditos');
    expect(creditsLabel(generationCost('complete'))).toBe('100 créditos');
    expect(creditsLabel(generationCost('series'))).toBe('300 créditos');
    expect(creditsLabel(15_000)).toBe('15.000 créditos');
  });
});

describe('errorToast', () => {
  it('offers the plans on 402', () => {
    const toast = errorToast(
      new ApiError(402, 'insufficient_credits', 'Créditos insuficientes'),
      'Erro ao gerar roteiro',
    );
    expect(toast).toMatchObject({ title: 'Créditos insuficientes', offerPlans: true });
  });

  it("shows a 429's pt-BR message under the fallback title, without the plans", () => {
    const message = 'Muitas gerações seguidas. Aguarde alguns segundos e tente de novo.';
    expect(
      errorToast(parseApiError(429, JSON.stringify({ error: 'rate_limited', message })), 'Erro ao gerar roteiro'),
    ).toEqual({
      title: 'Erro ao gerar roteiro',
      description: message,
      offerPlans: false,
    });
  });

  it('says on 402 when the credits renew, given the renewal date', () => {
    const err = new ApiError(402, 'insufficient_credits', 'Créditos insuficientes');
    const now = new Date('2026-03-01T12:00:00Z');
    expect(errorToast(err, 'Erro ao gerar roteiro', '2026-03-13T12:00:00Z', now)).toEqual({
      title: 'Créditos insuficientes',
      description:
        'Escolha um plano para continuar criando roteiros. Seus créditos renovam em 13/03/2026 (em 12 dias).',
      offerPlans: true,
    });
    expect(errorToast(err, 'Erro ao gerar roteiro', '2026-03-01T11:00:00Z', now).description).toMatch(
      /Seus créditos renovam hoje \(01\/03\/2026\)\.$/,
    );
  });

  it('offers the plans when the feature is locked, with the API message', () => {
    const toast = errorToast(
      new ApiError(403, 'feature_locked', 'Este recurso é exclusivo para assinantes Pro e Enterprise.'),
      'Erro ao gerar roteiro',
    );
    expect(toast).toEqual({
      title: 'Erro ao gerar roteiro',
      description: 'Este recurso é exclusivo para assinantes Pro e Enterprise.',
      offerPlans: true,
    });
  });

  it('shows the API message under the fallback title', () => {
    const toast = errorToast(
      new ApiError(400, 'validation_failed', 'Informe o tema do vídeo.'),
      'Erro ao gerar roteiro',
    );
    expect(toast).toEqual({
      title: 'Erro ao gerar roteiro',
      description: 'Informe o tema do vídeo.',
      offerPlans: false,
    });
  });

  it('falls back to the title alone for unknown failures', () => {
    expect(errorToast(new Error('x'), 'Erro ao editar roteiro')).toEqual({
      title: 'Erro ao editar roteiro',
      offerPlans: false,
    });
  });
});

describe('saved script lists', () => {
  it('formats the date in pt-BR, São Paulo time, with the duration', () => {
    expect(formatScriptDate('2026-11-22T15:05:00.000Z')).toBe('22/11/2026, 12:05');
    expect(scriptMeta(aScript({ duration: 300 }))).toBe('22/11/2026, 12:05 · 5 minutos');
    expect(formatScriptDate('nope')).toBe('');
  });

  it('groups the parts of a series into one entry, in order, where its newest part was', () => {
    const list = [
      aScript({ id: 'p3', seriesId: 'sr', seriesIndex: 3 }),
      aScript({ id: 'solo' }),
      aScript({ id: 'p1', seriesId: 'sr', seriesIndex: 1 }),
      aScript({ id: 'p2', seriesId: 'sr', seriesIndex: 2 }),
      aScript({ id: 'q1', seriesId: 'other', seriesIndex: 1 }),
    ];
    expect(groupSeries(list).map((e) => e.parts.map((s) => s.id))).toEqual([['p1', 'p2', 'p3'], ['solo'], ['q1']]);
    expect(groupSeries([])).toEqual([]);
  });

  it('previews the first words without the section labels', () => {
    expect(previewText('[GANCHO] Você sabia?\nCTA: Siga o perfil.')).toBe('Você sabia? Siga o perfil.');
    expect(previewText('GANCHO: Beba água.\nDESENVOLVIMENTO: Muita.')).toBe('Beba água. Muita.');
    expect(previewText('[Olhando para a câmera, enquadramento do peito para cima] Três coisas.')).toBe('Três coisas.');
    const long = previewText('palavra '.repeat(50), 20);
    expect(long).toHaveLength(20);
    expect(long.endsWith('…')).toBe(true);
  });

  it('finds the parts of a series in order', () => {
    const parts = [3, 1, 2].map((i) => aScript({ id: `p${i}`, seriesId: 'sr', seriesIndex: i }));
    const list = [...parts, aScript({ id: 'solo' })];
    expect(seriesOf(list, parts[0]!).map((s) => s.id)).toEqual(['p1', 'p2', 'p3']);
    expect(seriesOf(list, list[3]!).map((s) => s.id)).toEqual(['solo']);
  });

  it('patches or drops a script in a cached list', () => {
    const list = [aScript({ id: 'a' }), aScript({ id: 'b' })];
    expect(patchList(list, 'a', aScript({ id: 'a', text: 'novo' }))?.[0]?.text).toBe('novo');
    expect(patchList(list, 'a', null)?.map((s) => s.id)).toEqual(['b']);
    expect(patchList(undefined, 'a', null)).toBeUndefined();
  });

  it("patches the query cache's two shapes, the library's pages and a reloaded result, without breaking either", () => {
    const pages = {
      pages: [{ items: [aScript({ id: 'a' }), aScript({ id: 'b' })], nextCursor: null }],
      pageParams: [null],
    };
    expect(patchCachedScripts(pages, 'a', null).pages[0]!.items.map((s) => s.id)).toEqual(['b']);
    expect(patchCachedScripts(pages, 'b', aScript({ id: 'b', text: 'novo' })).pages[0]!.items[1]!.text).toBe('novo');

    const parts = [1, 2, 3].map((i) => aScript({ id: `p${i}`, seriesId: 'sr', seriesIndex: i }));
    const one = { script: parts[0]!, series: parts };
    expect(patchCachedScripts(one, 'p1', aScript({ ...parts[0]!, text: 'novo' })).script.text).toBe('novo');
    expect(patchCachedScripts(one, 'p1', aScript({ ...parts[0]!, text: 'novo' })).series![0]!.text).toBe('novo');
    // deleting the part shown keeps it until the refetch says 404; the other parts go at once
    expect(patchCachedScripts(one, 'p1', null).script.id).toBe('p1');
    expect(patchCachedScripts(one, 'p2', null).series!.map((s) => s.id)).toEqual(['p1', 'p3']);
    const solo = { script: aScript({ id: 'solo' }) };
    expect(patchCachedScripts(solo, 'solo', null)).toEqual(solo);
    expect(patchCachedScripts(undefined, 'a', null)).toBeUndefined();
  });
});
