/**
 * Every object key is built here, as every table key is built in adapters/dynamo/keys.ts
 * (docs/DATA-MODEL.md, objects). A user's objects all lie under `users/<sub>/`, so erasing the
 * account erases that prefix (docs/ARCHITECTURE.md §account-deletion, step 5).
 */
const SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;

function safe(id: string, what: string): string {
  if (!SAFE_ID.test(id)) throw new Error(`unsafe ${what} for an object key: ${JSON.stringify(id)}`);
  return id;
}

export const objectKeys = {
  /** Everything a user owns in the object store. */
  userPrefix: (userId: string) => `users/${safe(userId, 'user id')}/`,
  /** A profile picture; a new id per upload, so a cached old URL never shows the new picture. */
  avatar: (userId: string, id: string, extension: 'webp' | 'jpg') =>
    `users/${safe(userId, 'user id')}/avatar/${safe(id, 'object id')}.${extension}`,
  /** A generated image's PNG (docs/DATA-MODEL.md IM2): its row keeps this key, never the pixels. */
  image: (userId: string, imageId: string) =>
    `users/${safe(userId, 'user id')}/images/${safe(imageId, 'object id')}.png`,
  /** Whether `key` belongs to the user (a key read back from the table is still checked). */
  ownedBy: (userId: string, key: string) => key.startsWith(`users/${userId}/`) && !key.includes('..'),
};
