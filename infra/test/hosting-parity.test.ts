import { DEFAULT_SITE_ORIGIN } from '../../shared/src/navigation/prerendered-routes';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';
import type { LocalServer } from '../../scripts/local/server';
import { serveWebBuild } from '../../scripts/local/test-support';
import { resources, synth } from './support/synth';

jest.setTimeout(60_000);

/**
 * CloudFront and the local server serve the web build the same way (docs/ARCHITECTURE.md §hosting):
 * for each path, the same file, the same Cache-Control, compressed or not alike. Both are checked
 * against this table, written by hand rather than from shared/src/http/static-hosting.ts, so a
 * wrong shared rule fails here too. The build has no contato/index.html (not pre-rendered yet):
 * /contato gets the shell on both.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PUBLIC = 'public, max-age=86400, stale-while-revalidate=604800';
const EXPECTED = [
  { path: '/', file: 'index.html', cacheControl: 'no-cache', compressed: true },
  { path: '/auth', file: 'auth/index.html', cacheControl: 'no-cache', compressed: true },
  { path: '/auth/', file: 'auth/index.html', cacheControl: 'no-cache', compressed: true },
  { path: '/contato', file: 'app.html', cacheControl: 'no-cache', compressed: true },
  { path: '/criar/simples', file: 'app.html', cacheControl: 'no-cache', compressed: true },
  { path: '/perfil', file: 'app.html', cacheControl: 'no-cache', compressed: true },
  { path: '/nao-existe', file: 'app.html', cacheControl: 'no-cache', compressed: true },
  { path: '/assets/main-ABC12345.js', file: 'assets/main-ABC12345.js', cacheControl: IMMUTABLE, compressed: true },
  { path: '/favicon.svg', file: 'favicon.svg', cacheControl: PUBLIC, compressed: true },
  { path: '/icon-192.png', file: 'icon-192.png', cacheControl: PUBLIC, compressed: false },
  { path: '/manifest.webmanifest', file: 'manifest.webmanifest', cacheControl: PUBLIC, compressed: false }, // under 1 KB
  { path: '/config.json', file: 'config.json', cacheControl: 'no-cache', compressed: false }, // under 1 KB
] as const;
const MISSING = ['/assets/nope-ABC12345.js', '/nao-existe.png'];

/**
 * What CloudFront does with an S3 object, from its documentation: it compresses these types
 * when the object is 1,000 to 10,000,000 bytes; S3 stores the type the upload gave (`aws s3
 * sync` guesses from the extension unless the deployment sets one).
 */
const CLOUDFRONT_COMPRESSES = [
  'text/html',
  'text/javascript',
  'application/javascript',
  'text/css',
  'image/svg+xml',
  'application/json',
  'text/plain',
];
const UPLOAD_GUESSES: Record<string, string> = {
  html: 'text/html',
  js: 'text/javascript',
  svg: 'image/svg+xml',
  png: 'image/png',
  json: 'application/json',
  webmanifest: 'binary/octet-stream',
};

/** Text of at least `bytes` bytes that names its file, so a test can tell which file answered. */
const named = (file: string, bytes = 3_000) => `<!-- ${file} -->\n${'Viraliza: vídeos virais. '.repeat(bytes / 25)}`;

interface CloudObject {
  cacheControl: string;
  contentType: string;
  bytes: number;
}

interface Behavior {
  PathPattern?: string;
  Compress: boolean;
  CachePolicyId: unknown;
  FunctionAssociations?: Array<{ EventType: string }>;
}

function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, raw: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('CloudFront and the local server serve the web build alike (docs/ARCHITECTURE.md §hosting)', () => {
  let base: string;
  let dir: string;
  let server: LocalServer;
  /** The bucket as the deployments leave it: key → its metadata and size. */
  const bucket = new Map<string, CloudObject>();
  let viewerRequest: (uri: string) => string;
  let stagedLanding = '';
  let siteMarkers: unknown[] = [];
  let defaultBehavior: Behavior;
  let assetsBehavior: Behavior;
  let pagesCachePolicy: { EnableAcceptEncodingBrotli: boolean; EnableAcceptEncodingGzip: boolean };

  const savedEnv = { ...process.env };
  beforeAll(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-parity-'));
    dir = path.join(base, 'web');
    const files: Record<string, string | Buffer> = {
      'index.html': `${named('index.html')}<meta property="og:url" content="${DEFAULT_SITE_ORIGIN}/" />`,
      'app.html': named('app.html'),
      'auth/index.html': named('auth/index.html'),
      'assets/main-ABC12345.js': named('assets/main-ABC12345.js', 20_000),
      'assets/main-ABC12345.js.map': '{"sourcesContent":["segredo"]}',
      'favicon.svg': named('favicon.svg', 2_000),
      'icon-192.png': Buffer.alloc(4_000, 1),
      'manifest.webmanifest': '{"name":"Viraliza","icons":[]}',
    };
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), content);
    }

    // The cloud side: the synthesized template and the files staged for each deployment.
    const s = synth({ webDistDir: dir });
    const assembly = s.app.synth();
    stagedLanding = '';
    siteMarkers = [];
    for (const deployment of Object.values(resources(s.template, 'Custom::CDKBucketDeployment'))) {
      const props = deployment.Properties as {
        SourceObjectKeys: string[];
        SystemMetadata: Record<string, string>;
      };
      for (const key of props.SourceObjectKeys) {
        const staged = path.join(assembly.directory, `asset.${key.replace(/\.zip$/, '')}`);
        if (fs.existsSync(path.join(staged, 'index.html'))) {
          stagedLanding = fs.readFileSync(path.join(staged, 'index.html'), 'utf8');
          siteMarkers = (deployment.Properties as { SourceMarkers?: unknown[] }).SourceMarkers ?? [];
        }
        for (const entry of fs.readdirSync(staged, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile()) continue;
          const file = path.relative(staged, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
          const ext = file.slice(file.lastIndexOf('.') + 1);
          bucket.set(file, {
            cacheControl: props.SystemMetadata['cache-control']!,
            contentType: props.SystemMetadata['content-type'] ?? UPLOAD_GUESSES[ext] ?? 'binary/octet-stream',
            bytes: fs.statSync(path.join(staged, file)).size,
          });
        }
      }
    }
    const fn = Object.values(resources(s.template, 'AWS::CloudFront::Function'))[0]!.Properties as {
      FunctionCode: string;
      FunctionConfig: { Runtime: string };
    };
    expect(fn.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    const handler = vm.runInNewContext(`${fn.FunctionCode}\nhandler`, {}) as (event: unknown) => { uri: string };
    viewerRequest = (uri) => handler({ request: { method: 'GET', uri, querystring: {}, headers: {} } }).uri;
    const config = (
      Object.values(resources(s.template, 'AWS::CloudFront::Distribution'))[0]!.Properties as {
        DistributionConfig: {
          DefaultCacheBehavior: Behavior;
          CacheBehaviors: Behavior[];
          CustomErrorResponses?: unknown;
        };
      }
    ).DistributionConfig;
    expect(config.CustomErrorResponses).toBeUndefined(); // a missing file is a 404, not index.html
    defaultBehavior = config.DefaultCacheBehavior;
    assetsBehavior = config.CacheBehaviors.find((b) => b.PathPattern === '/assets/*')!;
    pagesCachePolicy = (
      Object.values(resources(s.template, 'AWS::CloudFront::CachePolicy'))[0]!.Properties as {
        CachePolicyConfig: { ParametersInCacheKeyAndForwardedToOrigin: typeof pagesCachePolicy };
      }
    ).CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin;

    // The local side: the real local server on the same build.
    Object.assign(process.env, {
      VIRALIZA_MODE: 'local',
      TABLE_NAME: 'viraliza-parity-test',
      AWS_REGION: 'us-east-1',
      AUTH_ISSUER: 'http://localhost/cognito/local_pool',
      AUTH_CLIENT_ID: 'client',
    });
    server = await serveWebBuild(dir, path.join(base, 'mailbox.json'));
  });
  afterAll(async () => {
    process.env = savedEnv;
    await server?.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  /** What CloudFront answers for a path: the function's key, its object, and whether it goes compressed. */
  function cloudAnswer(p: string) {
    const behavior = p.startsWith('/assets/') ? assetsBehavior : defaultBehavior;
    // The function runs on the default behaviour only; /assets/* keys go to S3 as they are.
    const uri = behavior.FunctionAssociations?.some((a) => a.EventType === 'viewer-request') ? viewerRequest(p) : p;
    const object = bucket.get(uri.slice(1));
    if (!object) return { status: 404 };
    const type = object.contentType.split(';')[0]!;
    const brotli = behavior === assetsBehavior || pagesCachePolicy.EnableAcceptEncodingBrotli;
    const compressed = behavior.Compress && brotli && CLOUDFRONT_COMPRESSES.includes(type) && object.bytes >= 1_000;
    return { status: 200, file: uri.slice(1), cacheControl: object.cacheControl, compressed, contentType: type };
  }

  async function localAnswer(p: string) {
    const res = await rawGet(`${server.url}${p}`, { 'accept-encoding': 'gzip, deflate, br' });
    const encoding = res.headers['content-encoding'];
    const body = encoding === 'br' ? zlib.brotliDecompressSync(res.raw) : res.raw;
    return {
      status: res.status,
      file: body.toString('utf8').match(/^<!-- (\S+) -->/)?.[1],
      cacheControl: res.headers['cache-control'],
      compressed: encoding === 'br',
      contentType: res.headers['content-type']?.split(';')[0],
      body,
    };
  }

  it.each(EXPECTED)('$path: $file, $cacheControl, compressed: $compressed', async (expected) => {
    const cloud = cloudAnswer(expected.path);
    const local = await localAnswer(expected.path);

    const { path: _path, ...want } = expected;
    expect(cloud).toMatchObject({ status: 200, ...want });
    expect(local.status).toBe(200);
    expect(local.cacheControl).toBe(expected.cacheControl);
    expect(local.compressed).toBe(expected.compressed);
    if (expected.file === 'config.json') expect(JSON.parse(local.body.toString('utf8'))).toEqual({ mode: 'local' });
    else if (/\.(html|js|svg)$/.test(expected.file)) expect(local.file).toBe(expected.file);
    else expect(local.body.equals(fs.readFileSync(path.join(dir, expected.file)))).toBe(true);
    expect(local.contentType).toBe(cloud.contentType);
  });

  it('types the manifest the same on both', async () => {
    expect(cloudAnswer('/manifest.webmanifest').contentType).toBe('application/manifest+json');
    expect((await localAnswer('/manifest.webmanifest')).contentType).toBe('application/manifest+json');
  });

  it.each(MISSING)('answers the missing file %s with 404 on both', async (p) => {
    expect(cloudAnswer(p).status).toBe(404);
    expect((await localAnswer(p)).status).toBe(404);
  });

  it("names the distribution, not the build's local origin, in the pages' canonical and Open Graph URLs", () => {
    expect(stagedLanding).toContain('<meta property="og:url" content="');
    expect(stagedLanding).not.toContain(DEFAULT_SITE_ORIGIN);
    expect(JSON.stringify(siteMarkers)).toMatch(/Distribution[A-Z0-9]+.*DomainName/);
  });

  it('uploads no source map', () => {
    expect([...bucket.keys()].filter((k) => k.endsWith('.map'))).toEqual([]);
  });

  it('caches /assets/* for a year at the edge and lets the pages’ own Cache-Control rule the rest', () => {
    expect(assetsBehavior).toMatchObject({ Compress: true, CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6' });
    expect(defaultBehavior.Compress).toBe(true);
    expect(pagesCachePolicy).toMatchObject({ EnableAcceptEncodingBrotli: true, EnableAcceptEncodingGzip: true });
  });
});
