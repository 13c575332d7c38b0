import * as z from 'zod/mini';
import '../zod-locale';
import {
  checkEmailChange,
  checkPasswordChange,
  looksLikeImage,
  PROFILE_LIMITS,
  updateProfileRequestSchema,
} from './profile.schema';

const parse = (v: unknown) => z.safeParse(updateProfileRequestSchema, v);
const firstMessage = (v: unknown) => parse(v).error?.issues[0]?.message;

describe('updateProfileRequestSchema', () => {
  it('takes a trimmed name, a picture, or both', () => {
    expect(parse({ name: '  Ana  ' }).data).toEqual({ name: 'Ana' });
    expect(parse({ avatar: { contentType: 'image/webp', data: 'UklGRg==' } }).success).toBe(true);
    expect(parse({ avatar: null }).data).toEqual({ avatar: null });
  });

  it('refuses an empty body, a blank or long name, another type, non-base64 and big pictures, in pt-BR', () => {
    expect(firstMessage({})).toBe('Nada para atualizar.');
    expect(firstMessage({ name: '   ' })).toBe('Informe seu nome.');
    expect(firstMessage({ name: 'a'.repeat(PROFILE_LIMITS.name + 1) })).toBe('O nome pode ter até 80 caracteres.');
    expect(firstMessage({ avatar: { contentType: 'image/png', data: 'AAAA' } })).toBe('Envie uma imagem JPEG ou WebP.');
    expect(firstMessage({ avatar: { contentType: 'image/jpeg', data: '<svg>' } })).toBe(
      'Envie uma imagem JPEG ou WebP.',
    );
    expect(firstMessage({ avatar: { contentType: 'image/jpeg', data: 'A'.repeat(300_000) } })).toBe(
      'A imagem passa do limite de 200 KB.',
    );
  });
});

describe('looksLikeImage', () => {
  it('knows JPEG and WebP by their first bytes', () => {
    const webp = new Uint8Array(
      [...'RIFF']
        .map((c) => c.charCodeAt(0))
        .concat(
          [0, 0, 0, 0],
          [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
        ),
    );
    expect(looksLikeImage(webp, 'image/webp')).toBe(true);
    expect(looksLikeImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg')).toBe(true);
    expect(looksLikeImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 'image/webp')).toBe(false);
    expect(looksLikeImage(new TextEncoder().encode('<svg onload=x>'), 'image/jpeg')).toBe(false);
  });
});

describe('the account rules (docs/PRODUCT.md §validation.account)', () => {
  it('wants a new e-mail that differs from the current one', () => {
    expect(checkEmailChange('ana@teste.com', '')).toBe('emailUnchanged');
    expect(checkEmailChange('ana@teste.com', ' ANA@teste.com ')).toBe('emailUnchanged');
    expect(checkEmailChange('ana@teste.com', 'nova@teste.com')).toBeNull();
  });

  it('reports empty or different passwords as a mismatch, then a short one', () => {
    expect(checkPasswordChange('', '')).toBe('passwordMismatch');
    expect(checkPasswordChange('abcdef', 'abcdeg')).toBe('passwordMismatch');
    expect(checkPasswordChange('abc', 'abc')).toBe('passwordTooShort');
    expect(checkPasswordChange('abcdef', 'abcdef')).toBeNull();
  });
});
