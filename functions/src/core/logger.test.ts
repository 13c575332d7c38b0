import { errorFields, jsonLogger } from './logger';

describe('jsonLogger', () => {
  it('writes one JSON line per entry with the level, time, message, base fields and entry fields', () => {
    // prepare
    const lines: string[] = [];
    const log = jsonLogger({ mode: 'aws' }, (l) => lines.push(l));
    // act
    log.warn('slow model', { ms: 1200 });
    // assert
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({
      level: 'warn',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      message: 'slow model',
      mode: 'aws',
      ms: 1200,
    });
  });

  it('lets a child add fields without changing its parent', () => {
    const lines: string[] = [];
    const parent = jsonLogger({ mode: 'local' }, (l) => lines.push(l));
    parent.child({ requestId: 'r1' }).child({ userId: 'ana' }).info('a');
    parent.error('b');
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({ level: 'info', message: 'a', mode: 'local', requestId: 'r1', userId: 'ana' }),
      expect.not.objectContaining({ requestId: expect.anything() }),
    ]);
  });

  it.each(['info', 'warn', 'error'] as const)('writes %s entries with that level', (level) => {
    const lines: string[] = [];
    jsonLogger({}, (l) => lines.push(l))[level]('x');
    expect(JSON.parse(lines[0]!).level).toBe(level);
  });
});

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
