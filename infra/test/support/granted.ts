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

// The action sets the table's grantReadData / grantWriteData produce, written out so that a
// grant that gains or loses an action no longer matches any class.
const DYNAMODB_READ = [
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
  'dynamodb:GetItem',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'dynamodb:Query',
  'dynamodb:Scan',
];
const DYNAMODB_WRITE = [
  'dynamodb:BatchWriteItem',
  'dynamodb:DeleteItem',
  'dynamodb:DescribeTable',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
];
const BEDROCK_INVOKE = ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'];
const SECRET_READ = ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'];

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

/** What the inline policies attached to the function's role grant. */
export function grantedTo(template: Template, functionLogicalId: string): Granted {
  const statements = statementsOf(template, functionLogicalId);
  const granted: Granted = {
    dynamodb: 'none',
    manageConnections: false,
    bedrock: [],
    s3: 'none',
    secrets: [],
    states: [],
    other: [],
  };
  const dynamodb: string[] = [];
  const s3: string[] = [];
  const describe = (st: Statement) => `${actionsOfStatement(st).join(',')} on ${JSON.stringify(st.Resource)}`;

  for (const st of statements) {
    if (st.Effect !== 'Allow') granted.other.push(`${st.Effect} ${describe(st)}`);
    const resources = [st.Resource].flat();
    for (const action of actionsOfStatement(st)) {
      const [service] = action.split(':');
      if (service === 'dynamodb') dynamodb.push(action);
      else if (service === 's3') s3.push(action);
      else if (service === 'states') granted.states.push(action);
      else if (action === 'execute-api:ManageConnections') granted.manageConnections = true;
      else if (BEDROCK_INVOKE.includes(action) || SECRET_READ.includes(action))
        continue; // by resource below
      else granted.other.push(action);
    }
    const actions = actionsOfStatement(st);
    if (actions.some((a) => BEDROCK_INVOKE.includes(a))) {
      const profile = (st.Condition as { StringEquals?: Record<string, string> } | undefined)?.StringEquals?.[
        'bedrock:InferenceProfileArn'
      ];
      for (const r of resources) {
        const where = typeof r === 'string' ? BEDROCK_ARN.exec(r)?.[1] : undefined;
        const through = profile ? ` through ${BEDROCK_ARN.exec(profile)?.[1] ?? profile}` : '';
        granted.bedrock.push(`${where ?? JSON.stringify(r)}${through}`);
      }
    }
    if (actions.includes('secretsmanager:GetSecretValue'))
      for (const r of resources)
        granted.secrets.push(typeof r === 'string' ? (SECRET_ARN.exec(r)?.[1] ?? r) : JSON.stringify(r));
  }
  granted.dynamodb = dynamodbClass([...new Set(dynamodb)], granted.other);
  granted.s3 = s3Class(s3, granted.other);
  for (const list of [granted.bedrock, granted.secrets, granted.states, granted.other]) list.sort();
  granted.bedrock = [...new Set(granted.bedrock)];
  granted.states = [...new Set(granted.states)];
  return granted;
}
