import { benefitsFor } from '../access/feature-benefits';
import { BENEFITS, FEATURE_CARDS } from '../landing/landing';
import { GATED_FEATURES } from '../access/feature-access';
import {
  HOME_AFTER_SIGN_IN,
  PROTECTED_ROUTES,
  PUBLIC_PATHS,
  routePath,
  SIDEBAR_LINKS,
  SIGN_IN_PATH,
  withComingSoon,
} from './app-routes';

describe('app routes', () => {
  it.each([...GATED_FEATURES])(
    'gates exactly one protected route, /%s, with the feature of the same name',
    (feature) => {
      const gated = PROTECTED_ROUTES.filter((r) => r.feature === feature);
      expect(gated.map((r) => r.path)).toEqual([`/${feature}`]);
    },
  );

  it('leaves perfil, teleprompter and the image generator ungated', () => {
    for (const path of ['/perfil', '/teleprompter', '/gerador-imagens']) {
      expect(PROTECTED_ROUTES.find((r) => r.path === path)).toEqual(
        expect.not.objectContaining({ feature: expect.anything() }),
      );
    }
  });

  it('never lists a path as both public and protected, nor twice', () => {
    const all = [...PUBLIC_PATHS, ...PROTECTED_ROUTES.map((r) => r.path)];
    expect(new Set(all).size).toBe(all.length);
  });

  it('links the sidebar only to protected routes', () => {
    const protectedPaths = PROTECTED_ROUTES.map((r) => r.path);
    for (const link of SIDEBAR_LINKS) expect(protectedPaths).toContain(link.path);
  });

  it('marks no tool as coming soon: Missão Influencer (issue 31) and Viral Finder (issue 32) are built', () => {
    expect(SIDEBAR_LINKS.filter((l) => l.comingSoon).map((l) => l.path)).toEqual([]);
  });

  it("no longer says 'em breve' next to Missão Influencer nor Viral Finder", () => {
    expect(withComingSoon('/viral-finder', 'Viral Finder')).toBe('Viral Finder');
    expect(benefitsFor('viral-finder').title).toBe('Viral Finder');
    expect(withComingSoon('/missao-influencer', 'Missão Influencer')).toBe('Missão Influencer');
    const missions = FEATURE_CARDS.find((c) => c.icon === 'missions');
    expect(missions?.title).toBe('Missões diárias de crescimento');
    expect(BENEFITS.find((b) => b.icon === 'missions')?.title).toBe('Missões de crescimento');
    expect(benefitsFor('missao-influencer').title).toBe('Missão Influencer');
  });

  it('lands on /criar after sign-in and sends a lost session to the public /auth page', () => {
    expect(HOME_AFTER_SIGN_IN).toBe('/criar');
    expect(SIGN_IN_PATH).toBe('/auth');
    expect(PUBLIC_PATHS).toContain(SIGN_IN_PATH);
  });
});

describe('routePath', () => {
  it('drops trailing slashes but keeps the root', () => {
    expect(routePath('/contato/')).toBe('/contato');
    expect(routePath('/criar//')).toBe('/criar');
    expect(routePath('/')).toBe('/');
    expect(routePath('/perfil')).toBe('/perfil');
  });
});
