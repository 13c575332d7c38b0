import { CONFIRMATION_CODE_LENGTH } from '@shared/auth/auth.schema';
import { toConfirmationCode } from './confirmation-code';

describe('toConfirmationCode', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['12-34-56', '123456'],
    [' código: 654321\n', '654321'],
    ['abc', ''],
  ])('reads %j as %j', (typed, code) => {
    expect(toConfirmationCode(typed)).toBe(code);
  });

  it('stops at the code length when more digits are pasted', () => {
    expect(toConfirmationCode('1234567890')).toHaveLength(CONFIRMATION_CODE_LENGTH);
  });
});
