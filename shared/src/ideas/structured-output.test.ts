import * as z from 'zod/mini';
import { describeIssues, jsonCandidate, readPartial, readStructured } from './structured-output';

const schema = z.object({ questions: z.array(z.string().check(z.minLength(3))).check(z.minLength(2)) });

describe('readStructured', () => {
  it('accepts a clean answer as it is', () => {
    expect(readStructured('{"questions":["Como começar?","Quanto custa?"]}', schema)).toEqual({
      ok: true,
      value: { questions: ['Como começar?', 'Quanto custa?'] },
      repaired: false,
    });
  });

  it.each([
    ['a ```json fence', '```json\n{"questions":["Como começar?","Quanto custa?"]}\n```'],
    ['a bare ``` fence', '```\n{"questions":["Como começar?","Quanto custa?"]}\n```'],
    ['prose around it', 'Claro! Aqui está:\n{"questions":["Como começar?","Quanto custa?"]}\nBoa sorte!'],
    ['a truncated end', '{"questions":["Como começar?","Quanto custa?"'],
  ])('repairs %s', (_, raw) => {
    const read = readStructured(raw, schema);
    expect(read).toEqual({ ok: true, value: { questions: ['Como começar?', 'Quanto custa?'] }, repaired: true });
  });

  const nested = z.object({ meta: z.object({ n: z.number() }), script: z.object({ hook: z.string() }) });
  it.each([
    ['cut after a nested object closed', '{"meta":{"n":1},"script":{"hook":"Você sabia', 'Você sabia'],
    ['cut after a } written inside a string', '{"meta":{"n":1},"script":{"hook":"chaves } e {', 'chaves } e {'],
    ['a raw line break inside a string', '{"meta":{"n":1},"script":{"hook":"linha 1\nlinha 2"}}', 'linha 1\nlinha 2'],
    ['a remark with a brace after it', '{"meta":{"n":1},"script":{"hook":"Oi"}}\nObs.: o {gancho} é curto.', 'Oi'],
  ])('repairs an answer %s', (_, raw, hook) => {
    const read = readStructured(raw, nested);
    expect(read).toMatchObject({ ok: true, value: { meta: { n: 1 }, script: { hook } } });
  });

  it('says what is wrong when the shape does not match, for the retry prompt', () => {
    const read = readStructured('{"questions":["Como começar?", 42]}', schema);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problem).toMatch(/^questions\.1: /);
  });

  it.each([
    ['no JSON at all', 'Desculpe, não posso ajudar com isso.', 'a resposta não contém JSON'],
    ['broken JSON', '{"questions": [,,]}', 'o JSON da resposta é inválido'],
  ])('fails on %s', (_, raw, problem) => {
    expect(readStructured(raw, schema)).toEqual({ ok: false, problem });
  });

  it('refuses a truncated answer that misses required items', () => {
    expect(readStructured('{"questions":["Como começar?"', schema).ok).toBe(false);
  });
});

describe('jsonCandidate', () => {
  it('takes an array answer too', () => {
    expect(jsonCandidate('Lista: [1, 2] fim')).toBe('[1, 2]');
  });
  it('is null without a brace', () => {
    expect(jsonCandidate('nada')).toBeNull();
  });
});

describe('readPartial', () => {
  it('reads the items streamed so far', () => {
    expect(readPartial('{"questions":["Como começar?","Quanto cu')).toEqual({
      questions: ['Como começar?', 'Quanto cu'],
    });
  });
  it('reads a stream paused right after a nested object', () => {
    expect(readPartial('{"meta":{"style":"natural"}')).toEqual({ meta: { style: 'natural' } });
  });
  it('keeps reading past a nested object that closed while the next one is written', () => {
    expect(readPartial('{"meta":{"style":"natural"},"script":{"hook":"Você sab')).toEqual({
      meta: { style: 'natural' },
      script: { hook: 'Você sab' },
    });
    expect(readPartial('```json\n{"a":{"b":1},"c":"d')).toEqual({ a: { b: 1 }, c: 'd' });
  });
  it('reads a finished answer followed by a remark', () => {
    expect(readPartial('{"a":{"b":1}} Espero ter ajudado!')).toEqual({ a: { b: 1 } });
  });
  it('is undefined before the first brace', () => {
    expect(readPartial('')).toBeUndefined();
  });
});

describe('describeIssues', () => {
  it('keeps the first issues only', () => {
    const bad = z.safeParse(z.array(z.string()), [1, 2, 3, 4, 5, 6, 7]);
    expect(!bad.success && describeIssues(bad.error, 2).split('; ')).toHaveLength(2);
  });
});
