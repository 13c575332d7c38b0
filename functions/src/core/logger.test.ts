import { errorFields } from './logger';

describe('errorFields', () => {
  it('keeps the name, message and stack of an Error (JSON.stringify would give {})', () => {
    const err = new TypeError('bad input');
    expect(errorFields(err)).toEqual({ errorName: 'TypeError', errorMessage: 'bad input', stack: err.stack });
  });

  it.each([
    { thrown: 'a string', message: 'a string' },
    { thrown: 42, message: '42' },
    { thrown: null, message: 'null' },
    { thrown: undefined, message: 'undefined' },
  ])('describes the thrown value $thrown as "$message"', ({ thrown, message }) => {
    expect(errorFields(thrown)).toEqual({ errorMessage: message });
  });
});
