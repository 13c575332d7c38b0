import { createHash } from 'node:crypto';
import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Policy } from 'aws-cdk-lib/aws-iam';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { BATCH_WRITE_MAX, missionTemplateItems } from '../../../functions/src/adapters/dynamo/mission-template.entity';
import { acknowledge, wildcardsOf } from '../nag';
import { MISSION_TEMPLATES } from '../../../shared/src/hub/mission-templates';

/** The one Lambda that CDK shares between every AwsCustomResource of a stack (its fixed construct id). */
const SINGLETON_PROVIDER_ID = 'AWS679f53fac002430cb0da5b7982bd2287';

/** A seed row in DynamoDB's typed JSON, as BatchWriteItem takes it: the rows hold only strings and numbers. */
export function toAttributeValues(item: Record<string, unknown>): Record<string, { S: string } | { N: string }> {
  return Object.fromEntries(
    Object.entries(item).map(([name, value]) => {
      if (typeof value === 'number') return [name, { N: String(value) }];
      if (typeof value === 'string') return [name, { S: value }];
      throw new Error(`seed attribute ${name} is neither a string nor a number`);
    }),
  );
}

/** A short digest of the rows: it names each chunk's resource, so a changed list writes again. */
export const seedHash = (items: ReadonlyArray<Record<string, unknown>>) =>
  createHash('sha256').update(JSON.stringify(items)).digest('hex').slice(0, 16);

/**
 * The table's seed data on a deploy (docs/INFRA-NOTES.md §seed-data; the rows: docs/DATA-MODEL.md
 * H17): the mission templates of shared/src/hub/mission-templates.ts, written by CDK's
 * AwsCustomResource as BatchWriteItem calls of 25 Puts, one resource per chunk, all on the stack's one
 * singleton provider. Puts by key: a rerun rewrites the same rows. The rows' digest is in each
 * chunk's physical id, so CloudFormation runs the update when the list changes (and only then).
 */
export class MissionTemplatesSeed extends Construct {
  readonly chunks: AwsCustomResource[] = [];

  constructor(scope: Construct, id: string, props: { table: ITableV2; logRetention: RetentionDays; retain: boolean }) {
    super(scope, id);
    // The provider's log group, unnamed as every function's (CDK would name it /aws/lambda/<fn>, and a
    // kept log group of a failed first create would block the retry: docs/INFRA-NOTES.md §first-deploy).
    const logGroup = new LogGroup(this, 'ProviderLogs', {
      retention: props.logRetention,
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const items = missionTemplateItems(MISSION_TEMPLATES);
    const hash = seedHash(items);
    for (let i = 0; i * BATCH_WRITE_MAX < items.length; i++) {
      const chunk = items.slice(i * BATCH_WRITE_MAX, (i + 1) * BATCH_WRITE_MAX);
      const call = {
        service: 'DynamoDB',
        action: 'BatchWriteItem',
        parameters: {
          RequestItems: {
            [props.table.tableName]: chunk.map((item) => ({ PutRequest: { Item: toAttributeValues(item) } })),
          },
        },
        physicalResourceId: PhysicalResourceId.of(`mission-templates-${i}-${hash}`),
      };
      this.chunks.push(
        new AwsCustomResource(this, `Chunk${i}`, {
          resourceType: 'Custom::MissionTemplatesSeed',
          onCreate: call,
          onUpdate: call,
          // no onDelete: the rows are the product's data, kept with the table (and its removal policy)
          policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [props.table.tableArn] }),
          installLatestAwsSdk: false,
          logGroup,
        }),
      );
    }
    this.acknowledgeProvider();
  }

  /** CDK builds and owns the provider Lambda (its runtime, its role): it runs during deploys only. */
  private acknowledgeProvider(): void {
    const provider = Stack.of(this).node.tryFindChild(SINGLETON_PROVIDER_ID);
    if (!provider) return;
    acknowledge(
      provider,
      'CDK’s AwsCustomResource provider: CDK picks its runtime and writes its role; it writes the seed rows during deploys only (docs/INFRA-NOTES.md §seed-data).',
      'AwsSolutions-L1',
      'Serverless-LambdaLatestVersion',
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    );
    acknowledge(
      provider,
      'A CloudFormation custom resource handler that runs during deploys only, for a few SDK calls (the default memory is plenty): a failure fails the deployment, which CloudFormation reports and rolls back.',
      'Serverless-LambdaDLQ',
      'Serverless-LambdaTracing',
      'Serverless-LambdaDefaultMemorySize',
    );
    for (const chunk of this.chunks) {
      const policy = chunk.node.tryFindChild('CustomResourcePolicy') as Policy | undefined;
      if (policy) acknowledge(chunk, 'CDK’s policy for the seed call.', ...wildcardsOf(policy));
    }
  }
}
