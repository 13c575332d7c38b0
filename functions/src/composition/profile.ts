import type { IdentityReader, ProfileStore } from '../profile/ports';
import { DynamoProfileStore } from '../adapters/dynamo/profile-store.dynamo';
import { CognitoUserReader } from '../adapters/identity/cognito-user-reader';
import { getConfig, getDocumentClient } from './core';

/**
 * The profile routes' parts (docs/ARCHITECTURE.md §composition), one getter each, so a
 * handler's bundle holds only what it calls: only the e-mail sync carries the Cognito client,
 * and only the routes that declare `images` reach the object store (composition/object-store.ts).
 */
let profiles: ProfileStore | undefined;
let identity: IdentityReader | undefined;

export function getProfileStore(): ProfileStore {
  return (profiles ??= new DynamoProfileStore(getDocumentClient(), getConfig().tableName));
}

/** GetUser with the caller's token: locally against cognito-local's own endpoint (COGNITO_ENDPOINT). */
export function getIdentityReader(): IdentityReader {
  const config = getConfig();
  return (identity ??= new CognitoUserReader({
    region: config.region,
    ...(config.cognitoEndpoint ? { endpoint: config.cognitoEndpoint } : {}),
  }));
}

/** Tests swap the parts; nothing else should call this. */
export function setProfileDeps(parts: { profiles?: ProfileStore; identity?: IdentityReader }): void {
  profiles = parts.profiles;
  identity = parts.identity;
}
