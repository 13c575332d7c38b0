import { signUpSchema } from '@shared/auth/auth.schema';
import { validateForm } from './form';

describe('validateForm', () => {
  it('returns the parsed data when valid', () => {
    const result = validateForm(signUpSchema, { name: ' Ana ', email: 'ana@x.com', password: '123456' });
    expect(result).toEqual({ ok: true, data: { name: 'Ana', email: 'ana@x.com', password: '123456' } });
  });

  it('returns the first pt-BR message per field', () => {
    const result = validateForm(signUpSchema, { name: '', email: 'nope', password: '123' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Informe seu nome',
        email: 'Informe um e-mail válido',
        password: 'A senha deve ter no mínimo 6 caracteres.',
      },
    });
  });
});
