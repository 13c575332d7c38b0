import type { Template } from 'aws-cdk-lib/assertions';
import { actionsOfStatement, statementsOf, type Statement } from './synth';

/**
 * What a function's role may do, read back from the synthesized template alone. Nothing
 * here looks at routes.ts or the grant code, so a test can hold it against a table written
 * by hand: a right missing from the role and a right the table does not list both show.
 */
export interface Granted {
  dynamodb: 'none' | 'read' | 'write' | 'readWrite';
  /** execute-api:ManageConnections (pushing to WebSocket connections). */
  manageConnections: boolean;
  /** Each Bedrock resource, as `<region>:<account>:<kind>/<id>`, plus `through <profile>` when conditioned on one. */
  bedrock: string[];
  s3: 'none' | 'read' | 'readWrite';
  /** Secrets Manager secret names readable (GetSecretValue). */
  secrets: string[];
  /** Step Functions actions. */
  states: string[];
  /** Every action none of the fields above accounts for; a role should have none. */
  other: string[];
}

// The table's action sets (infra/lib/access-grants.ts), written out here by hand so that a grant that gains or
// loses an action (Scan above all: no request path scans) no longer matches any class.
const DYNAMODB_READ = ['dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:GetItem', 'dynamodb:Query'];
const DYNAMODB_WRITE = ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'];
const BEDROCK_INVOKE = ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'];
const SECRET_READ = ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'];
/** Every function sends its X-Ray traces (Tracing.ACTIVE): not a right to any data. */
const TRACING = ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'];

const sameSet = (a: readonly string[], b: readonly string[]) =>
  new Set(a).size === new Set(b).size && a.every((x) => b.includes(x));

function dynamodbClass(actions: string[], other: string[]): Granted['dynamodb'] {
  if (actions.length === 0) return 'none';
  if (sameSet(actions, DYNAMODB_READ)) return 'read';
  if (sameSet(actions, DYNAMODB_WRITE)) return 'write';
  if (sameSet(actions, [...DYNAMODB_READ, ...DYNAMODB_WRITE])) return 'readWrite';
  other.push(...actions); // a set no class names: report every action
  return 'none';
}

function s3Class(actions: string[], other: string[]): Granted['s3'] {
  if (actions.length === 0) return 'none';
  const bucketLevel = actions.filter((a) => /Acl|Policy|^s3:\*$/.test(a));
  other.push(...bucketLevel);
  return actions.some((a) => /^s3:(Put|Delete|Abort)/.test(a)) ? 'readWrite' : 'read';
}

const BEDROCK_ARN = /^arn:aws:bedrock:(.+)$/;
const SECRET_ARN = /^arn:aws:secretsmanager:[^:]+:\d+:secret:(.+)-\?{6}$/;
const sortedUnique = (xs: string[]) => [...new Set(xs)].sort();
const readable = (r: unknown, arn: RegExp) => (typeof r === 'string' ? (arn.exec(r)?.[1] ?? r) : JSON.stringify(r));

/** Each Bedrock resource a statement allows, with the inference profile it is conditioned on. */
function bedrockResources(st: Statement): string[] {
  const profile = (st.Condition as { StringEquals?: Record<string, string> } | undefined)?.StringEquals?.[
    'bedrock:InferenceProfileArn'
  ];
  const through = profile ? ` through ${readable(profile, BEDROCK_ARN)}` : '';
  return [st.Resource].flat().map((r) => `${readable(r, BEDROCK_ARN)}${through}`);
}

/** What the inline policies attached to the function's role grant. */
export function grantedTo(template: Template, functionLogicalId: string): Granted {
  const statements = statementsOf(template, functionLogicalId);
  const all = statements.flatMap(actionsOfStatement);
  const ofService = (service: string) => all.filter((a) => a.startsWith(`${service}:`));
  const known = (a: string) =>
    /^(dynamodb|s3|states):/.test(a) ||
    a === 'execute-api:ManageConnections' ||
    BEDROCK_INVOKE.includes(a) ||
    SECRET_READ.includes(a) ||
    TRACING.includes(a);
  const other = [
    ...all.filter((a) => !known(a)),
    ...statements.filter((st) => st.Effect !== 'Allow').map((st) => `${st.Effect} ${actionsOfStatement(st).join(',')}`),
  ];
  const allowing = (actions: string[]) =>
    statements.filter((st) => actionsOfStatement(st).some((a) => actions.includes(a)));
  const dynamodb = dynamodbClass(sortedUnique(ofService('dynamodb')), other);
  const s3 = s3Class(ofService('s3'), other);
  return {
    dynamodb,
    manageConnections: all.includes('execute-api:ManageConnections'),
    bedrock: sortedUnique(allowing(BEDROCK_INVOKE).flatMap(bedrockResources)),
    s3,
    secrets: sortedUnique(
      allowing(['secretsmanager:GetSecretValue']).flatMap((st) =>
        [st.Resource].flat().map((r) => readable(r, SECRET_ARN)),
      ),
    ),
    states: sortedUnique(ofService('states')),
    other: other.sort(),
  };
}
