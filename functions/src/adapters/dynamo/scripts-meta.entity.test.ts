import { nextRevisionUpdate, revisionOf } from './scripts-meta.entity';

describe('the scripts meta entity', () => {
  it('steps the revision under USER#<sub> / SCRIPTS and reads it back', () => {
    const first = nextRevisionUpdate('ana', 0);
    expect(first.Key).toEqual({ pk: 'USER#ana', sk: 'SCRIPTS' });
    expect(first.ConditionExpression).toBe('attribute_not_exists(rev)');
    const item = {
      ...first.Key,
      type: first.ExpressionAttributeValues[':type'],
      rev: first.ExpressionAttributeValues[':next'],
    };
    expect(item.type).toBe('scripts-meta');
    expect(revisionOf(item)).toBe(1);
    // the next save asserts the revision it read
    const next = nextRevisionUpdate('ana', revisionOf(item));
    expect(next.ConditionExpression).toBe('rev = :rev');
    expect(next.ExpressionAttributeValues).toMatchObject({ ':rev': 1, ':next': 2 });
  });

  it('reads no item as revision 0 and refuses a malformed one', () => {
    expect(revisionOf(undefined)).toBe(0);
    expect(() => revisionOf({ pk: 'USER#ana', sk: 'SCRIPTS', type: 'scripts-meta' })).toThrow();
    expect(() => revisionOf({ pk: 'USER#ana', sk: 'SCRIPTS', rev: '3' })).toThrow();
  });
});
