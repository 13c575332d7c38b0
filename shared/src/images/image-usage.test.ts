import { downloadName, imageCountText, imageErrorMessage, imageLimitFor, imagesLeft } from './image-usage';

describe('image limits by plan (docs/PRODUCT.md §limits.images)', () => {
  it.each([
    ['free', 1],
    ['starter', 1],
    [null, 1],
    ['pro', null],
    ['enterprise', null],
  ] as const)('%s → %s', (plan, limit) => {
    expect(imageLimitFor(plan)).toBe(limit);
  });
});

describe('the images-left notice', () => {
  it('counts the free plan on images generated', () => {
    expect(imagesLeft({ generated: 0, limit: 1 }, 200)).toEqual({
      atLimit: false,
      text: '1 imagem restante',
      shortOfCredits: false,
    });
    expect(imagesLeft({ generated: 1, limit: 1 }, 200)).toEqual({
      atLimit: true,
      text: 'Nenhuma imagem restante',
      shortOfCredits: false,
    });
  });

  it('says a free user with the slot but without credits is short of credits, not at the limit', () => {
    expect(imagesLeft({ generated: 0, limit: 1 }, 199)).toMatchObject({ atLimit: false, shortOfCredits: true });
  });

  it("tells a free user short of credits what an image costs and what they have, not '1 imagem restante' (issue 27)", () => {
    expect(imagesLeft({ generated: 0, limit: 1 }, 100).text).toBe('Uma imagem custa 200 créditos; você tem 100');
    expect(imagesLeft({ generated: 0, limit: 1 }, 0).text).toBe('Uma imagem custa 200 créditos; você tem 0');
  });

  it('claims nothing about the balance before the subscription is known', () => {
    expect(imagesLeft({ generated: 0, limit: 1 }, null)).toEqual({
      atLimit: false,
      text: '1 imagem restante',
      shortOfCredits: false,
    });
    expect(imagesLeft({ generated: 0, limit: null }, null).text).toBe('Cada imagem custa 200 créditos');
  });

  it('counts a paid plan in images its credits buy (200 each)', () => {
    expect(imagesLeft({ generated: 40, limit: null }, 15_000).text).toBe('Seus créditos pagam 75 imagens');
    expect(imagesLeft({ generated: 0, limit: null }, 399).text).toBe('Seus créditos pagam 1 imagem');
    expect(imagesLeft({ generated: 0, limit: null }, 100)).toEqual({
      atLimit: false,
      text: 'Uma imagem custa 200 créditos; você tem 100',
      shortOfCredits: true,
    });
  });
});

describe('texts', () => {
  it('writes the counter badge in the singular and the plural', () => {
    expect(imageCountText(0)).toBe('0 imagens');
    expect(imageCountText(1)).toBe('1 imagem');
    expect(imageCountText(1200)).toBe('1.200 imagens');
  });

  it.each([
    ['Créditos insuficientes', 'Créditos insuficientes'],
    [
      'Você atingiu o limite de imagens do plano gratuito. Faça upgrade para continuar!',
      'Você atingiu o limite de imagens do plano gratuito. Faça upgrade para continuar!',
    ],
    ['Limite de imagens atingido', 'Limite de imagens atingido'],
    ['Formato de resposta inválido', 'Erro ao gerar imagem. Tente novamente.'],
    [undefined, 'Erro ao gerar imagem. Tente novamente.'],
  ])('shows %j as %j (docs/PRODUCT.md §messages.images)', (message, shown) => {
    expect(imageErrorMessage(message)).toBe(shown);
  });

  it('names downloads by timestamp (new) or by id (history)', () => {
    expect(downloadName.fresh(new Date(1_767_225_600_000))).toBe('imagem-1767225600000.png');
    expect(downloadName.history('01JD3QH9Z8X7W6V5T4S3R2Q1P0')).toBe('01JD3QH9Z8X7W6V5T4S3R2Q1P0.png');
  });
});
