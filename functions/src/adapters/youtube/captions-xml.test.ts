import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanCaptionText, decodeHtmlEntities, parseCaptionsXml } from './captions-xml';

/** A caption track as YouTube's timedtext endpoint answers it (format 1), recorded in fixtures/. */
const FIXTURE = readFileSync(path.join(__dirname, 'fixtures', 'timedtext-pt-br.xml'), 'utf8');

describe('parseCaptionsXml on a recorded pt-BR track', () => {
  const segments = parseCaptionsXml(FIXTURE);

  it('reads every spoken line with its start and duration in seconds, sound tags left out', () => {
    // 24 <text> lines, two of them only [Música] / [Risos]
    expect(segments).toHaveLength(22);
    expect(segments[0]).toEqual({
      startS: 3.12,
      durationS: 4.2,
      text: 'fala, pessoal! hoje eu vou contar o erro que quase quebrou a minha padaria',
    });
    expect(segments.map((s) => s.startS)).toEqual([...segments.map((s) => s.startS)].sort((a, b) => a - b));
    expect(segments.some((s) => /Música|Risos/.test(s.text))).toBe(false);
  });

  it('decodes the entities escaped twice (&amp;#39; is an apostrophe, &amp;quot; a quote, &amp;amp; an ampersand)', () => {
    const text = segments.map((s) => s.text).join('\n');
    expect(text).toContain("almoçava um copo d'água");
    expect(text).toContain('"Você sabe quanto custa cada pão que sai desse forno?"');
    expect(text).toContain('o gás, a luz & a minha hora');
    expect(text).not.toMatch(/&(amp|quot|#39);/);
  });

  it('drops styling tags and joins line breaks inside a caption', () => {
    const text = segments.map((s) => s.text).join('\n');
    expect(text).toContain('Hoje eu trabalho menos e a padaria respira.');
    expect(text).not.toContain('<font');
    expect(segments[0]!.text).not.toContain('\n');
  });
});

it('reads the srv3 format (milliseconds, one <s> per word of automatic captions)', () => {
  const xml =
    '<?xml version="1.0" encoding="utf-8" ?><timedtext format="3"><body>' +
    '<p t="1200" d="2500" w="1"><s ac="0">eu</s><s t="300" ac="0"> não</s><s t="600" ac="0"> sabia</s></p>' +
    '<p t="3800" d="1900">tudo bem, d&amp;#39;accord</p>' +
    '</body></timedtext>';
  expect(parseCaptionsXml(xml)).toEqual([
    { startS: 1.2, durationS: 2.5, text: 'eu não sabia' },
    { startS: 3.8, durationS: 1.9, text: "tudo bem, d'accord" },
  ]);
});

it.each([
  ['an empty body', ''],
  ['an HTML error page', '<!DOCTYPE html><html><body>Sorry…</body></html>'],
  ['a broken document', '<transcript><text start="1"'],
  ['a track with nothing but sound tags', '<transcript><text start="0" dur="3">[Música]</text></transcript>'],
])('answers no segment for %s', (_name, xml) => {
  expect(parseCaptionsXml(xml)).toEqual([]);
});

it('decodes numeric and named entities once', () => {
  expect(decodeHtmlEntities('d&#39;água &#x27;x&#x27; &quot;y&quot; &amp;lt; &nbsp;z &bogus;')).toBe(
    "d'água 'x' \"y\" &lt;  z &bogus;",
  );
  expect(cleanCaptionText('  [Aplausos] olá\n<i>mundo</i>  ')).toBe('olá mundo');
});
