process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import { mockClient } from 'aws-sdk-client-mock';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { S3ObjectStore } from './s3-object-store';

const s3 = mockClient(S3Client);
const client = new S3Client({ region: 'us-east-1', credentials: { accessKeyId: 'AKIA', secretAccessKey: 'x' } });
const store = new S3ObjectStore('images-bucket', { region: 'us-east-1', client });

beforeEach(() => s3.reset());

describe('S3ObjectStore', () => {
  it('puts the bytes with their content type in the bucket', async () => {
    s3.on(PutObjectCommand).resolves({});
    await store.put('users/ana/avatar/a.webp', new Uint8Array([1, 2]), 'image/webp');
    expect(s3.commandCalls(PutObjectCommand)[0]!.args[0].input).toMatchObject({
      Bucket: 'images-bucket',
      Key: 'users/ana/avatar/a.webp',
      ContentType: 'image/webp',
    });
  });

  it('presigns a GET of the key that expires after the ttl', async () => {
    const url = new URL(await store.signedGetUrl('users/ana/avatar/a.webp', 900));
    expect(url.hostname).toBe('images-bucket.s3.us-east-1.amazonaws.com');
    expect(url.pathname).toBe('/users/ana/avatar/a.webp');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('deletes one key', async () => {
    s3.on(DeleteObjectCommand).resolves({});
    await store.delete('users/ana/avatar/a.webp');
    expect(s3.commandCalls(DeleteObjectCommand)[0]!.args[0].input).toEqual({
      Bucket: 'images-bucket',
      Key: 'users/ana/avatar/a.webp',
    });
  });

  it('deletes every page of a prefix and counts the objects', async () => {
    s3.on(ListObjectsV2Command)
      .resolvesOnce({
        Contents: [{ Key: 'users/ana/a' }, { Key: 'users/ana/b' }],
        IsTruncated: true,
        NextContinuationToken: 't',
      })
      .resolvesOnce({ Contents: [{ Key: 'users/ana/c' }], IsTruncated: false });
    s3.on(DeleteObjectsCommand).resolves({});
    expect(await store.deletePrefix('users/ana/')).toBe(3);
    const lists = s3.commandCalls(ListObjectsV2Command).map((c) => c.args[0].input);
    expect(lists.map((l) => [l.Prefix, l.ContinuationToken])).toEqual([
      ['users/ana/', undefined],
      ['users/ana/', 't'],
    ]);
    const deletes = s3
      .commandCalls(DeleteObjectsCommand)
      .map((c) => c.args[0].input.Delete?.Objects?.map((o) => o.Key));
    expect(deletes).toEqual([['users/ana/a', 'users/ana/b'], ['users/ana/c']]);
  });

  it('fails when S3 reports objects it could not delete', async () => {
    s3.on(ListObjectsV2Command).resolves({ Contents: [{ Key: 'users/ana/a' }] });
    s3.on(DeleteObjectsCommand).resolves({ Errors: [{ Key: 'users/ana/a', Code: 'AccessDenied' }] });
    await expect(store.deletePrefix('users/ana/')).rejects.toThrow('AccessDenied');
  });

  it('refuses a prefix that does not end with a slash (it could reach other users)', async () => {
    await expect(store.deletePrefix('users/ana')).rejects.toThrow('refusing');
    expect(s3.calls()).toHaveLength(0);
  });
});
