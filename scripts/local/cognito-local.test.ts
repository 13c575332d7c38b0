process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import { PassThrough } from 'node:stream';
import { parseCodeDeliveries, readCodeDeliveries, type DeliveredCode } from './cognito-local';

const YELLOW = '\u001b[33m';
const RESET = '\u001b[39m';

/**
 * A delivery box shaped like the one cognito-local draws with boxen (round border, padding 1,
 * labels padded to the longest). Through a pipe boxen may join the rows without newlines.
 */
function box(
  fields: Record<string, string>,
  opts: { colour?: boolean; joinRows?: string; moreRows?: string[] } = {},
): string {
  const paint = (s: string) => (opts.colour ? `${YELLOW}${s}${RESET}` : s);
  const longest = Math.max(...Object.keys(fields).map((k) => k.length));
  const rows = [
    '',
    'Confirmation Code Delivery',
    '',
    ...Object.entries(fields).map(([k, v]) => `${`${k}:`.padEnd(longest + 1)} ${v}`),
    ...(opts.moreRows ?? []),
    '',
  ];
  const width = 78;
  return [
    paint(`╭${'─'.repeat(width)}╮`),
    ...rows.map((r) => `${paint('│')}${`   ${r}`.padEnd(width)}${paint('│')}`),
    paint(`╰${'─'.repeat(width)}╯`),
  ].join(opts.joinRows ?? '\n');
}

const SIGN_UP = {
  Username: 'abc-123',
  Destination: 'ana@teste.com',
  Code: '123456',
  'Email Subject': 'Viraliza: confirme seu e-mail',
};

describe('parseCodeDeliveries', () => {
  it('reads the example box from the brief, log prefix and all', () => {
    // prepare
    const text = [
      '[2026-03-15T09:30:00.000Z] INFO: NONE NONE ╭──────────────────────────────────────────╮',
      '│                                          │',
      '│   Confirmation Code Delivery             │',
      '│                                          │',
      '│   Username:      abc-123                 │',
      '│   Destination:   ana@teste.com           │',
      '│   Email Subject: Viraliza: confirme seu e-mail │',
      '│   Code:          123456                  │',
      '│                                          │',
      '╰──────────────────────────────────────────╯',
    ].join('\n');
    // act
    const deliveries = parseCodeDeliveries(text);
    // assert
    expect(deliveries).toEqual([{ to: 'ana@teste.com', code: '123456', subject: 'Viraliza: confirme seu e-mail' }]);
  });

  it.each([
    { label: 'plain, one row per line', opts: {} },
    { label: 'with ANSI colours', opts: { colour: true } },
    { label: 'with ANSI colours and the rows run together', opts: { colour: true, joinRows: '' } },
    { label: 'plain with the rows run together', opts: { joinRows: '' } },
  ])('reads a box $label', ({ opts }) => {
    expect(parseCodeDeliveries(`INFO: ${box(SIGN_UP, opts)}\n`)).toEqual([
      { to: 'ana@teste.com', code: '123456', subject: 'Viraliza: confirme seu e-mail' },
    ]);
  });

  it('reads the code and subject even when the wrapped HTML message follows them', () => {
    const text = box(
      {
        Username: 'abc-123',
        Destination: 'bia@teste.com',
        Code: '654321',
        'Email Subject': 'Viraliza: código para redefinir sua senha',
        'Email Message': '<div',
      },
      {
        colour: true,
        moreRows: [
          'style="font-family:Arial,sans-serif;max-width:480px"><h2',
          'style="font-size:28px">654321</p><p>Equipe Viraliza</p></div>',
        ],
      },
    );
    expect(parseCodeDeliveries(text)).toEqual([
      { to: 'bia@teste.com', code: '654321', subject: 'Viraliza: código para redefinir sua senha' },
    ]);
  });

  it('reads two boxes printed in one chunk, in order', () => {
    const text = `${box(SIGN_UP, { colour: true })}\nINFO: ${box({ ...SIGN_UP, Destination: 'bia@teste.com', Code: '000111' }, { colour: true })}\n`;
    expect(parseCodeDeliveries(text).map((d) => [d.to, d.code])).toEqual([
      ['ana@teste.com', '123456'],
      ['bia@teste.com', '000111'],
    ]);
  });

  it('skips a box without a code and keeps the others', () => {
    const { Code: _code, ...noCode } = SIGN_UP;
    const text = box(noCode) + '\n' + box({ ...SIGN_UP, Destination: 'bia@teste.com' });
    expect(parseCodeDeliveries(text)).toEqual([
      { to: 'bia@teste.com', code: '123456', subject: 'Viraliza: confirme seu e-mail' },
    ]);
  });

  it('skips a box without a destination', () => {
    const { Destination: _to, ...noDestination } = SIGN_UP;
    expect(parseCodeDeliveries(box(noDestination))).toEqual([]);
  });

  it('leaves the subject out when the box has none (an SMS delivery)', () => {
    const { 'Email Subject': _subject, ...noSubject } = SIGN_UP;
    expect(parseCodeDeliveries(box(noSubject))).toEqual([{ to: 'ana@teste.com', code: '123456', subject: undefined }]);
  });

  it.each([
    { label: 'an empty chunk', text: '' },
    { label: 'a log line', text: 'INFO: server listening on 9229' },
    { label: 'some other box', text: '╭──╮\n│ hello │\n╰──╯' },
  ])('finds nothing in $label', ({ text }) => {
    expect(parseCodeDeliveries(text)).toEqual([]);
  });
});

describe('readCodeDeliveries', () => {
  it('keeps a delivery whose bytes arrive split inside a box-drawing character', async () => {
    // prepare: the box's bytes cut at every position inside the character after the code
    const bytes = Buffer.from(`INFO: ${box(SIGN_UP)}\n`, 'utf8');
    const afterCode = bytes.indexOf(Buffer.from('123456')) + 6;
    const split = bytes.indexOf(Buffer.from('│', 'utf8'), afterCode) + 1; // one byte into '│'
    const stream = new PassThrough();
    const got: DeliveredCode[] = [];
    readCodeDeliveries(stream, (d) => got.push(d));
    // act
    stream.write(bytes.subarray(0, split));
    stream.write(bytes.subarray(split));
    await new Promise((r) => setImmediate(r));
    // assert
    expect(got).toEqual([{ to: 'ana@teste.com', code: '123456', subject: 'Viraliza: confirme seu e-mail' }]);
  });
});
