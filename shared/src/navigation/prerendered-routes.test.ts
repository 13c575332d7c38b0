import { PUBLIC_PATHS } from './app-routes';
import {
  CONTENT_ROUTES,
  htmlFileForPath,
  isContentRoute,
  PRERENDERED_ROUTES,
  prerenderedFile,
  SPA_SHELL_FILE,
} from './prerendered-routes';

describe('the pre-rendered routes', () => {
  it('are public routes', () => {
    for (const route of PRERENDERED_ROUTES) expect(PUBLIC_PATHS).toContain(route);
  });

  it('map each route, with or without a trailing slash, to its own file', () => {
    expect(htmlFileForPath('/')).toBe('index.html');
    expect(htmlFileForPath('/auth')).toBe('auth/index.html');
    expect(htmlFileForPath('/contato/')).toBe('contato/index.html');
    expect(new Set(PRERENDERED_ROUTES.map(prerenderedFile)).size).toBe(PRERENDERED_ROUTES.length);
  });

  it('send every other path to the SPA shell', () => {
    for (const path of ['/criar', '/criar/simples', '/forgot-password', '/remoto/ABC', '/nao-existe', '/authx'])
      expect(htmlFileForPath(path)).toBe(SPA_SHELL_FILE);
  });

  it('hydrate only the pages without forms or a session alone: the app starts on the others', () => {
    for (const route of CONTENT_ROUTES) expect(PRERENDERED_ROUTES).toContain(route);
    expect(isContentRoute('/')).toBe(true);
    expect(isContentRoute('/termos-uso')).toBe(true);
    for (const route of ['/auth', '/contato', '/planos', '/criar', '/nao-existe'])
      expect(isContentRoute(route)).toBe(false);
  });
});
