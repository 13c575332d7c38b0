import { MISSION_TEMPLATES } from '../../shared/src/hub/mission-templates';
import { missionTemplateItems } from '../../functions/src/adapters/dynamo/mission-template.entity';
import { seedHash, toAttributeValues } from '../lib/constructs/mission-templates-seed';
import { synth, type Synthesized } from './support/synth';

// docs/INFRA-NOTES.md §seed-data: the mission templates written to the table on deploy.

interface SeedCall {
  service: string;
  action: string;
  parameters: { RequestItems: Record<string, Array<{ PutRequest: { Item: Record<string, unknown> } }>> };
  physicalResourceId: { id: string };
}

const seedResources = (s: Synthesized) =>
  Object.values(s.template.findResources('Custom::MissionTemplatesSeed')) as Array<{
    Properties: { Create: unknown; Update: unknown };
  }>;

/** The SDK call of a seed resource: CDK keeps it as a JSON string (with the table's name as a token in it). */
function callOf(property: unknown): SeedCall {
  const text =
    typeof property === 'string'
      ? property
      : ((property as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1] as unknown[])
          .map((part) => (typeof part === 'string' ? part : 'TABLE'))
          .join('');
  return JSON.parse(text) as SeedCall;
}

describe('the mission templates are seeded on deploy', () => {
  let dev: Synthesized;
  beforeAll(() => {
    dev = synth();
  });

  it('writes every template row, 25 to a BatchWriteItem, the same call on create and on update', () => {
    const resources = seedResources(dev);
    expect(resources).toHaveLength(Math.ceil(MISSION_TEMPLATES.length / 25));
    const calls = resources.map((r) => callOf(r.Properties.Create));
    expect(resources.map((r) => callOf(r.Properties.Update))).toEqual(calls);
    const written = calls.flatMap((c) => {
      expect(c).toMatchObject({ service: 'DynamoDB', action: 'BatchWriteItem' });
      const requests = Object.values(c.parameters.RequestItems).flat();
      expect(requests.length).toBeLessThanOrEqual(25);
      return requests.map((r) => r.PutRequest.Item);
    });
    expect(written).toEqual(missionTemplateItems(MISSION_TEMPLATES).map(toAttributeValues));
  });

  it("names each chunk by the rows' digest, so a changed list runs the update, and an unchanged one does not", () => {
    const ids = seedResources(dev).map((r) => callOf(r.Properties.Create).physicalResourceId.id);
    const hash = seedHash(missionTemplateItems(MISSION_TEMPLATES));
    expect(ids).toEqual(ids.map((_, i) => `mission-templates-${i}-${hash}`));
    expect(seedHash(missionTemplateItems(MISSION_TEMPLATES.slice(1)))).not.toBe(hash);
    expect(seedResources(synth()).map((r) => callOf(r.Properties.Create).physicalResourceId.id)).toEqual(ids);
  });

  it('may only BatchWriteItem on the table, and uses the one provider Lambda CDK shares', () => {
    const policies = Object.entries(dev.template.findResources('AWS::IAM::Policy'))
      .filter(([id]) => id.startsWith('MissionTemplatesSeed'))
      .map(([, p]) => p) as Array<{
      Properties: { PolicyDocument: { Statement: Array<{ Action: unknown; Resource: unknown }> } };
    }>;
    expect(policies).toHaveLength(seedResources(dev).length);
    for (const p of policies) {
      expect(p.Properties.PolicyDocument.Statement.map((st) => st.Action)).toEqual(['dynamodb:BatchWriteItem']);
      expect(JSON.stringify(p.Properties.PolicyDocument.Statement[0]!.Resource)).toContain('DataTable');
    }
    const providers = Object.keys(dev.template.findResources('AWS::Lambda::Function')).filter((id) =>
      id.startsWith('AWS679f53fac002430cb0da5b7982bd2287'),
    );
    expect(providers).toHaveLength(1);
  });

  it('refuses a seed row holding anything but strings and numbers', () => {
    expect(() => toAttributeValues({ pk: 'x', tags: ['a'] })).toThrow(/tags/);
  });
});
