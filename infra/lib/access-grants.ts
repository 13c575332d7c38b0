import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { Access } from '../../functions/src/routes';
import type { FunctionFactory, FunctionSpec } from './function-factory';
import type { Images } from './constructs/images';
import type { Models } from './constructs/models';
import type { Secrets } from './constructs/secrets';

/**
 * The realtime API's grant (constructs/realtime.ts offers it). Named here rather than imported:
 * Realtime and Jobs build their own functions through createWithAccess, so importing them back
 * would tie this file and theirs in a circle (docs/ARCHITECTURE.md §guards).
 */
export interface PublishGrant {
  allowPublish(fn: LambdaFunction): void;
}

/** The finder job's grants (constructs/jobs.ts offers them), named here for the same reason. */
export interface JobGrants {
  allowStart(fn: LambdaFunction): void;
  allowCallback(fn: LambdaFunction): void;
}

/** The origin header's secret (constructs/origin-secret.ts offers it), named here for the same reason. */
export interface OriginGrant {
  allowCheck(fn: LambdaFunction): void;
}

/** The generation worker's grant (constructs/generation-worker.ts offers it), named here for the same reason. */
export interface WorkerGrant {
  allowInvoke(fn: LambdaFunction): void;
}

/**
 * The resources a declared access can name. Constructs built early (Auth, Realtime, Jobs)
 * cannot offer the ones built after them, so those fields are optional.
 */
export interface GrantTargets {
  table: ITableV2;
  models?: Models;
  images?: Images;
  secrets?: Secrets;
  realtime?: PublishGrant;
  jobs?: JobGrants;
  generationWorker?: WorkerGrant;
  /** The user pool, for `identityAdmin` (built by Auth, so only functions built after it). */
  userPool?: IUserPool;
  /** The origin header's secret, for the functions behind the APIs (docs/INFRA-NOTES.md §origin-secret). */
  origin?: OriginGrant;
}

/**
 * The table's actions our code calls (docs/DATA-MODEL.md: key lookups and Queries only), on the table and its
 * indexes. CDK's grantReadData would add Scan, which no request path may use, and the stream and describe calls.
 */
export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
] as const;
/** Puts, updates and deletes, single, batched (account deletion) or in a transaction (its actions are checked one by one). */
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

/** What `identityAdmin` may do to the pool's users: exactly the account-deletion calls (functions/src/adapters/identity). */
export const IDENTITY_ADMIN_ACTIONS = [
  'cognito-idp:AdminInitiateAuth',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminDeleteUser',
] as const;

/**
 * Grants a function exactly what its entry declares (functions/src/routes.ts) and nothing
 * else. A right whose resource is not reachable where the function is built fails synth:
 * dropping it silently would break the function in production.
 */
export function grantAccess(fn: LambdaFunction, access: Access, targets: GrantTargets): void {
  const need = <T>(target: T | undefined, right: string): T => {
    if (!target) throw new Error(`${fn.node.path} declares ${right}, which cannot be granted where it is built`);
    return target;
  };
  if (access.table === 'read') targets.table.grant(fn, ...TABLE_READ_ACTIONS);
  if (access.table === 'write') targets.table.grant(fn, ...TABLE_WRITE_ACTIONS);
  if (access.table === 'readWrite') targets.table.grant(fn, ...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS);
  if (access.realtime) need(targets.realtime, 'realtime').allowPublish(fn);
  if (access.textModel) need(targets.models, 'textModel').grantTextModel(fn);
  if (access.imageModel) need(targets.models, 'imageModel').grantImageModel(fn);
  if (access.images === 'read') need(targets.images, 'images').grantRead(fn);
  if (access.images === 'readWrite') need(targets.images, 'images').grantReadWrite(fn);
  if (access.secrets.length > 0) need(targets.secrets, 'secrets').grant(fn, access.secrets);
  if (access.jobs === 'start') need(targets.jobs, 'jobs').allowStart(fn);
  if (access.jobs === 'callback') need(targets.jobs, 'jobs').allowCallback(fn);
  if (access.generationWorker) need(targets.generationWorker, 'generationWorker').allowInvoke(fn);
  if (access.identityAdmin) need(targets.userPool, 'identityAdmin').grant(fn, ...IDENTITY_ADMIN_ACTIONS);
  if (access.passwordCheck && !access.identityAdmin)
    need(targets.userPool, 'passwordCheck').grant(fn, 'cognito-idp:AdminInitiateAuth');
  if (access.globalSignOut && !access.identityAdmin)
    need(targets.userPool, 'globalSignOut').grant(fn, 'cognito-idp:AdminUserGlobalSignOut');
}

/**
 * Builds a function and grants it its declared access; a function that reads secrets gets the extension layer.
 * `checksOrigin`: API Gateway calls it through the distribution, so it reads the origin header's secret too
 * (docs/INFRA-NOTES.md §origin-secret): every HTTP route and the WebSocket $connect.
 */
export function createWithAccess(
  functions: FunctionFactory,
  scope: Construct,
  spec: Omit<FunctionSpec, 'readsSecrets'> & { access: Access; checksOrigin?: boolean },
  targets: GrantTargets,
): LambdaFunction {
  const { access, checksOrigin = false, ...rest } = spec;
  const fn = functions.create(scope, { ...rest, readsSecrets: access.secrets.length > 0 || checksOrigin });
  grantAccess(fn, access, targets);
  if (checksOrigin) {
    if (!targets.origin) throw new Error(`${fn.node.path} checks the origin header, whose secret is not built yet`);
    targets.origin.allowCheck(fn);
  }
  return fn;
}
