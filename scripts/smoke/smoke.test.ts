import { contentSecurityPolicy } from '@shared/http/security-headers';
import { cspProblems } from './smoke';

const shared = (https: boolean) =>
  contentSecurityPolicy({ connect: [], img: [], form: [] }, { upgradeInsecureRequests: https });

describe("the smoke test's CSP check (docs/ARCHITECTURE.md §smoke-test)", () => {
  it('passes the shared policy, with the stage’s own hosts added', () => {
    expect(cspProblems(shared(true), true)).toEqual([]);
    const aws = contentSecurityPolicy(
      {
        connect: ['https://cognito-idp.us-west-2.amazonaws.com', 'wss://ws.example'],
        img: ['https://i.example'],
        form: [],
      },
      { upgradeInsecureRequests: true },
    );
    expect(cspProblems(aws, true)).toEqual([]);
  });

  it('fails a weakened or incomplete policy', () => {
    expect(cspProblems(shared(true).replace("script-src 'self'", "script-src 'self' 'unsafe-eval'"), true)).toEqual([
      expect.stringContaining('script-src'),
    ]);
    expect(cspProblems(shared(true).replace("; frame-ancestors 'none'", ''), true)).toEqual([
      'CSP sem frame-ancestors',
    ]);
    expect(cspProblems(`${shared(true)}; sandbox`, true)).toEqual(['CSP com diretiva a mais: sandbox']);
    expect(cspProblems('', true)).not.toEqual([]);
  });

  it('wants upgrade-insecure-requests on https only', () => {
    expect(cspProblems(shared(false), true)).toEqual(['CSP sem upgrade-insecure-requests']);
    expect(cspProblems(shared(true), false)).toEqual(['CSP com diretiva a mais: upgrade-insecure-requests']);
  });
});
