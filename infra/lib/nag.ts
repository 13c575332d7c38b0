import { Stack, Validations } from 'aws-cdk-lib';
import type { Policy } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag (v3) findings we decided to keep, acknowledged on the construct they cover, each with its
 * reason (docs/INFRA-NOTES.md §cdk-nag lists every one). infra/test/nag.test.ts fails on any other.
 */
export function acknowledge(scope: IConstruct, reason: string, ...ruleIds: string[]): void {
  for (const id of ruleIds) Validations.of(scope).acknowledge({ id, reason });
}

/** A template value as cdk-nag prints it: `<LogicalId>` for a Ref, `<LogicalId.Attr>` for a GetAtt. */
function flat(node: unknown): string {
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  const o = node as Record<string, unknown>;
  if (o['Fn::Join']) {
    const [sep, parts] = o['Fn::Join'] as [string, unknown[]];
    return parts.map(flat).join(sep);
  }
  if (o['Fn::GetAtt']) return `<${(o['Fn::GetAtt'] as string[]).join('.')}>`;
  if (o.Ref) return `<${o.Ref as string}>`;
  return JSON.stringify(node);
}

/**
 * An IAM5 finding for one wildcard resource, named the way cdk-nag names it. Narrower than acknowledging
 * the rule: any other wildcard on the same role is still a finding.
 */
export function wildcardResource(scope: IConstruct, arn: string): string {
  return `AwsSolutions-IAM5[Resource::${flat(Stack.of(scope).resolve(arn))}]`;
}

/** Every IAM5 finding of a policy CDK wrote for a construct it owns (its wildcard actions and resources). */
export function wildcardsOf(policy: Policy): string[] {
  const doc = Stack.of(policy).resolve(policy.document.toJSON()) as {
    Statement: Array<{ Effect: string; Action: string | string[]; Resource: unknown }>;
  };
  const ids = new Set<string>();
  for (const st of doc.Statement.filter((x) => x.Effect === 'Allow')) {
    for (const a of [st.Action].flat()) if (a.includes('*')) ids.add(`AwsSolutions-IAM5[Action::${a}]`);
    for (const r of [st.Resource].flat().map(flat)) if (r.includes('*')) ids.add(`AwsSolutions-IAM5[Resource::${r}]`);
  }
  return [...ids];
}
