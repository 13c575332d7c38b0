import { contactRateCountOf, countMessageUpdate } from './contact-rate.entity';

const quota = { clientKey: 'digest', window: 2_955_945, max: 5, windowEndsAt: 1_773_567_600 };

describe('the contact messages per address entity', () => {
  it('counts a message under CONTACTRATE#<client key> / WINDOW#<n>, expiring with its window, and reads it back', () => {
    const update = countMessageUpdate(quota);
    expect(update.Key).toEqual({ pk: 'CONTACTRATE#digest', sk: 'WINDOW#2955945' });
    expect(update.ExpressionAttributeValues).toMatchObject({
      ':max': 5,
      ':ttl': 1_773_567_600,
      ':type': 'contactRate',
    });
    // the item the first count creates
    const item = { ...update.Key, type: 'contactRate', count: update.ExpressionAttributeValues[':one'], ttl: 1 };
    expect(contactRateCountOf(item)).toBe(1);
  });

  it('refuses a malformed item', () => {
    expect(() => contactRateCountOf({ pk: 'CONTACTRATE#digest', sk: 'WINDOW#2955945' })).toThrow();
    expect(() => contactRateCountOf({ pk: 'CONTACTRATE#digest', sk: 'WINDOW#2955945', count: null })).toThrow();
  });
});
