import { countGenerationUpdate, generatedOf, releaseGenerationUpdate } from './images-meta.entity';

describe('the images meta entity', () => {
  it('counts a generation under USER#<sub> / IMAGES, under the limit only when there is one, and reads it back', () => {
    const limited = countGenerationUpdate('ana', 1);
    expect(limited.Key).toEqual({ pk: 'USER#ana', sk: 'IMAGES' });
    expect(limited.ConditionExpression).toBe('attribute_not_exists(generated) OR generated < :limit');
    expect(limited.ExpressionAttributeValues).toMatchObject({ ':limit': 1, ':type': 'images-meta' });
    const unlimited = countGenerationUpdate('ana', null);
    expect(unlimited).not.toHaveProperty('ConditionExpression');
    expect(unlimited.ExpressionAttributeValues).not.toHaveProperty(':limit');
    expect(releaseGenerationUpdate('ana').Key).toEqual(limited.Key);
    // the item the first count creates
    const item = { ...limited.Key, type: 'images-meta', generated: limited.ExpressionAttributeValues[':one'] };
    expect(generatedOf(item)).toBe(1);
  });

  it('reads no item as none generated and refuses a malformed one', () => {
    expect(generatedOf(undefined)).toBe(0);
    expect(() => generatedOf({ pk: 'USER#ana', sk: 'IMAGES', type: 'images-meta' })).toThrow();
    expect(() => generatedOf({ pk: 'USER#ana', sk: 'IMAGES', generated: 'um' })).toThrow();
  });
});
