import type { IdentityReader, ProfileStore } from '../profile/ports';
import { DynamoProfileStore } from '../adapters/dynamo/profile-store.dynamo';
import { CognitoUserReader } from '../adapters/identity/cognito-user-reader';
import { configOf, dbOf, onRoot } from './core';

/**
 * The profile routes' parts (docs/ARCHITECTURE.md §composition), one getter each, so a
 * handler's bundle holds only what it calls: only the e-mail sync carries the Cognito client,
 * and only the routes that declare `images` reach the object store (composition/object-store.ts).
 */
export const profilesOf = /* @__PURE__ */ onRoot(
  (root): ProfileStore => new DynamoProfileStore(dbOf(root), configOf(root).tableName),
);

/** Cognito's GetUser with the caller's own token (the e-mail sync only). */
export const identityReaderOf = /* @__PURE__ */ onRoot((root): IdentityReader => {
  const config = configOf(root);
  return new CognitoUserReader({
    region: config.region,
    ...(config.cognitoEndpoint ? { endpoint: config.cognitoEndpoint } : {}),
  });
});
