import {
  checkNewPassword,
  confirmSignUpSchema,
  forgotPasswordSchema,
  PASSWORD_MIN_LENGTH,
  RESET_PASSWORD_MESSAGES,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from './auth.schema';

/** The first message zod reports for each field, as a form would show it. */
function firstMessages(
  result: { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
): Record<string, string> {
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const validSignUp = { name: 'Ana', email: 'ana@teste.com', password: 'segredo' };

describe('signUpSchema', () => {
  it('accepts a name, an e-mail and a six-character password, trimming name and e-mail', () => {
    const result = signUpSchema.safeParse({ name: '  Ana  ', email: ' ana@teste.com ', password: '123456' });
    expect(result).toEqual({ success: true, data: { name: 'Ana', email: 'ana@teste.com', password: '123456' } });
  });

  it('requires every field, each with its pt-BR message', () => {
    expect(firstMessages(signUpSchema.safeParse({ name: '', email: '', password: '' }))).toEqual({
      name: 'Informe seu nome',
      email: 'Informe seu e-mail',
      password: 'A senha deve ter no mínimo 6 caracteres.',
    });
  });

  it.each([
    { field: 'name', value: '   ', message: 'Informe seu nome' },
    { field: 'email', value: '   ', message: 'Informe seu e-mail' },
    { field: 'email', value: 'ana.teste.com', message: 'Informe um e-mail válido' },
    { field: 'email', value: 'ana@', message: 'Informe um e-mail válido' },
    { field: 'password', value: '12345', message: 'A senha deve ter no mínimo 6 caracteres.' },
  ])('rejects $field = $value with "$message"', ({ field, value, message }) => {
    expect(firstMessages(signUpSchema.safeParse({ ...validSignUp, [field]: value }))).toEqual({ [field]: message });
  });

  it('uses the product minimum of 6 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
  });
});

describe('signInSchema', () => {
  it('needs only an e-mail and a non-empty password (no minimum when signing in)', () => {
    expect(signInSchema.safeParse({ email: 'ana@teste.com', password: '1' }).success).toBe(true);
  });

  it('asks for both fields in pt-BR', () => {
    expect(firstMessages(signInSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Informe seu e-mail',
      password: 'Informe sua senha',
    });
  });
});

describe('confirmSignUpSchema and resetPasswordSchema', () => {
  it.each(['123456', ' 123456 '])('accept the six-digit code %p', (code) => {
    expect(confirmSignUpSchema.safeParse({ email: 'ana@teste.com', code }).success).toBe(true);
  });

  it.each(['12345', '1234567', 'abcdef', ''])('reject the code %p', (code) => {
    expect(firstMessages(confirmSignUpSchema.safeParse({ email: 'ana@teste.com', code }))).toEqual({
      code: 'O código tem 6 dígitos',
    });
  });

  it('rejects a short new password with the reset form message', () => {
    const result = resetPasswordSchema.safeParse({ email: 'ana@teste.com', code: '123456', password: '12345' });
    expect(firstMessages(result)).toEqual({ password: 'A senha deve ter no mínimo 6 caracteres.' });
  });

  it('asks for the e-mail when requesting a reset code', () => {
    expect(firstMessages(forgotPasswordSchema.safeParse({ email: '' }))).toEqual({ email: 'Informe seu e-mail' });
  });
});

describe('checkNewPassword', () => {
  it.each([
    { password: '', confirmation: '', problem: 'required' },
    { password: 'segredo', confirmation: '', problem: 'required' },
    { password: '', confirmation: 'segredo', problem: 'required' },
    { password: '123', confirmation: '123', problem: 'tooShort' },
    { password: '123', confirmation: '456', problem: 'tooShort' },
    { password: '12345', confirmation: '123456', problem: 'tooShort' },
    { password: '123456', confirmation: '123457', problem: 'mismatch' },
    { password: '123456', confirmation: '12345', problem: 'mismatch' },
    { password: '123456', confirmation: '123456', problem: null },
  ])('reports $problem for "$password" / "$confirmation"', ({ password, confirmation, problem }) => {
    expect(checkNewPassword(password, confirmation)).toBe(problem);
  });
});

describe('RESET_PASSWORD_MESSAGES', () => {
  it('uses the exact titles and descriptions of docs/PRODUCT.md §validation.auth', () => {
    expect(RESET_PASSWORD_MESSAGES).toEqual({
      mismatch: { title: 'Senhas não conferem', description: 'As senhas digitadas não são iguais.' },
      tooShort: { title: 'Senha muito curta', description: 'A senha deve ter no mínimo 6 caracteres.' },
    });
  });
});
