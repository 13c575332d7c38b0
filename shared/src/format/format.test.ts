import { formatBRL, formatDateLong, formatDateShort, formatInteger, pluralDays } from './format';

/** Intl separates "R$" from the amount with a non-breaking space. */
const NBSP = '\u00a0';

describe('formatBRL', () => {
  it.each([
    { value: 49.9, text: `R$${NBSP}49,90` },
    { value: 49, text: `R$${NBSP}49,00` },
    { value: 499, text: `R$${NBSP}499,00` },
    { value: 2149, text: `R$${NBSP}2.149,00` },
    { value: 0, text: `R$${NBSP}0,00` },
    { value: 1234567.891, text: `R$${NBSP}1.234.567,89` },
  ])('writes $value as "$text"', ({ value, text }) => {
    expect(formatBRL(value)).toBe(text);
  });
});

describe('formatInteger', () => {
  it.each([
    { value: 15_000, text: '15.000' },
    { value: 40_000, text: '40.000' },
    { value: 200, text: '200' },
    { value: 1_968_300, text: '1.968.300' },
    { value: 0, text: '0' },
  ])('writes $value as "$text"', ({ value, text }) => {
    expect(formatInteger(value)).toBe(text);
  });
});

describe('formatDateLong', () => {
  it.each([
    { iso: '2026-12-22T12:00:00Z', text: '22 de dezembro de 2026' },
    { iso: '2026-03-05T15:00:00Z', text: '05 de março de 2026' },
    // Midnight UTC is still the previous evening in São Paulo (UTC−3).
    { iso: '2026-12-22T00:00:00Z', text: '21 de dezembro de 2026' },
  ])('writes $iso as "$text" in São Paulo time', ({ iso, text }) => {
    expect(formatDateLong(iso)).toBe(text);
  });

  it('accepts a Date as well as a string', () => {
    expect(formatDateLong(new Date('2026-12-22T12:00:00Z'))).toBe('22 de dezembro de 2026');
  });
});

describe('formatDateShort', () => {
  it.each([
    { iso: '2026-12-22T12:00:00Z', text: '22/12/2026' },
    { iso: '2027-01-01T02:59:59Z', text: '31/12/2026' },
    { iso: '2027-01-01T03:00:00Z', text: '01/01/2027' },
  ])('writes $iso as "$text"', ({ iso, text }) => {
    expect(formatDateShort(iso)).toBe(text);
  });
});

describe('pluralDays', () => {
  it.each([
    { n: 0, text: '0 dias' },
    { n: 1, text: '1 dia' },
    { n: 2, text: '2 dias' },
    { n: 30, text: '30 dias' },
  ])('writes $n as "$text"', ({ n, text }) => {
    expect(pluralDays(n)).toBe(text);
  });
});
