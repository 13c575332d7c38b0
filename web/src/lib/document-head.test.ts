import { DESCRIBED_PATHS, SITE, routeMeta } from '@shared/navigation/route-meta';
import { PROTECTED_ROUTES, PUBLIC_PATHS } from '@shared/navigation/app-routes';
import { documentHead } from './document-head';

const ORIGIN = 'https://viraliza.example';
const tagsOf = (path: string, title?: string) =>
  Object.fromEntries(documentHead(path, ORIGIN, title).tags.map((t) => [t.key, t.content]));

describe('the head of each route', () => {
  it('describes every public and protected route, and nothing else', () => {
    expect([...DESCRIBED_PATHS].sort()).toEqual([...PUBLIC_PATHS, ...PROTECTED_ROUTES.map((r) => r.path)].sort());
  });

  it.each([
    ['/', SITE.homeTitle],
    ['/contato', 'Contato | Viraliza'],
    ['/politica-privacidade', 'Política de Privacidade | Viraliza'],
    ['/termos-uso', 'Termos de Uso | Viraliza'],
    ['/planos', 'Escolha Seu Plano | Viraliza'],
    ['/criar/avancado/3', 'Criar Roteiro | Viraliza'],
    ['/remoto/ABC123', 'Controle remoto | Viraliza'],
    ['/nao-existe', 'Página não encontrada | Viraliza'],
  ])('gives %s the title "%s", repeated in its Open Graph and Twitter tags', (path, title) => {
    const head = documentHead(path, ORIGIN);
    expect(head.title).toBe(title);
    expect(tagsOf(path)).toMatchObject({ 'og:title': title, 'twitter:title': title });
  });

  it('gives every route a description of its own length for a search result, the same in og and twitter', () => {
    for (const path of DESCRIBED_PATHS) {
      const tags = tagsOf(path);
      expect(tags.description!.length).toBeGreaterThan(30);
      expect(tags.description!.length).toBeLessThanOrEqual(160);
      expect(tags['og:description']).toBe(tags.description);
      expect(tags['twitter:description']).toBe(tags.description);
    }
    const descriptions = ['/', '/contato', '/politica-privacidade', '/termos-uso', '/planos'].map(
      (p) => tagsOf(p).description,
    );
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('indexes the public pages and keeps signed-in pages, one-off links and the 404 out of search results', () => {
    for (const path of ['/', '/auth', '/planos', '/contato', '/politica-privacidade', '/termos-uso'])
      expect([path, tagsOf(path).robots]).toEqual([path, 'index, follow']);
    for (const path of ['/criar', '/perfil', '/forgot-password', '/reset-password', '/remoto/ABC123', '/x'])
      expect([path, tagsOf(path).robots]).toEqual([path, 'noindex, nofollow']);
  });

  it('points og:url and the canonical link at the page, and the preview image at an absolute URL', () => {
    const head = documentHead('/contato', ORIGIN);
    expect(head.canonical).toBe(`${ORIGIN}/contato`);
    expect(tagsOf('/contato')).toMatchObject({
      'og:url': `${ORIGIN}/contato`,
      'og:type': 'website',
      'og:locale': 'pt_BR',
      'og:site_name': 'Viraliza',
      'og:image': `${ORIGIN}/og-image.png`,
      'twitter:card': 'summary_large_image',
      'twitter:image': `${ORIGIN}/og-image.png`,
    });
  });

  it('lets a page name itself more precisely than its route (the /auth tabs)', () => {
    expect(documentHead('/auth', ORIGIN, 'Cadastrar').title).toBe('Cadastrar | Viraliza');
    expect(tagsOf('/auth', 'Cadastrar')['og:title']).toBe('Cadastrar | Viraliza');
    expect(routeMeta('/auth').title).toBe('Entrar');
  });

  it('reads a trailing slash as the route itself', () => {
    expect(documentHead('/contato/', ORIGIN)).toMatchObject({
      title: 'Contato | Viraliza',
      canonical: `${ORIGIN}/contato`,
    });
  });
});
