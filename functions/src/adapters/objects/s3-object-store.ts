import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ObjectStore } from '../../core/ports';

/** DeleteObjects takes at most 1000 keys, as ListObjectsV2 answers at most 1000 a page. */
const PAGE = 1000;

/**
 * The object store on AWS: the private images bucket (infra/lib/constructs/images.ts). The
 * function's role may get, put, delete and list its objects, nothing at the bucket level
 * (the route's `images` access). The browser reads through presigned GET URLs only.
 */
export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;

  constructor(
    private readonly bucket: string,
    opts: { region: string; client?: S3Client },
  ) {
    this.client = opts.client ?? new S3Client({ region: opts.region });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        // Each upload gets a new key, so a browser may keep what it fetched.
        CacheControl: 'private, max-age=86400, immutable',
      }),
    );
  }

  signedGetUrl(key: string, ttlSeconds: number): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: ttlSeconds,
    });
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<number> {
    if (!prefix.endsWith('/') || prefix === '/') throw new Error(`refusing to delete prefix ${JSON.stringify(prefix)}`);
    let deleted = 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token, MaxKeys: PAGE }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length > 0) {
        const res = await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        if (res.Errors?.length)
          throw new Error(`${res.Errors.length} objects under ${prefix} not deleted: ${res.Errors[0]?.Code ?? '?'}`);
        deleted += keys.length;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return deleted;
  }
}
