import type http from 'node:http';
import type { AddressInfo } from 'node:net';

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
