import type http from 'node:http';
import type { RuntimeConfig } from '@shared/config/runtime-config.schema';
import type { AddressInfo } from 'node:net';
import { Mailbox } from './mailbox';
import { startLocalServer, type LocalServer } from './server';

/** Starts a stand-in HTTP server on a free 127.0.0.1 port; for the local runtime's tests. */
export function listenOnLoopback(server: http.Server): Promise<{ url: string; close(): Promise<void> }> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  );
}

/**
 * The local server on a free port serving a web build only: no cognito-local behind it (an
 * unreachable endpoint) and a stub runtime config. For the tests that compare what it serves with
 * what CloudFront would (infra/test/security-headers.test.ts, hosting-parity.test.ts).
 */
export function serveWebBuild(webDir: string, mailboxFile: string): Promise<LocalServer> {
  return startLocalServer({
    port: 0,
    webDir,
    cognitoEndpoint: 'http://127.0.0.1:9',
    cognitoIssuerDomain: 'http://localhost/cognito',
    mailbox: new Mailbox(mailboxFile),
    callerSecret: 'segredo',
    runtimeConfig: () => ({ mode: 'local' }) as never,
  });
}

/** The runtime config of the local server's tests: local mode, the given pool behind `/cognito`, as `npm start` serves it. */
export function testRuntimeConfig(pool = { userPoolId: 'local_pool', userPoolClientId: 'client' }): RuntimeConfig {
  return {
    mode: 'local',
    apiUrl: '/api',
    wsUrl: '/ws',
    region: 'us-east-1',
    auth: { ...pool, userPoolEndpoint: '/cognito', googleEnabled: false },
  };
}
