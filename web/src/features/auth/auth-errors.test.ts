import {
  authErrorMessage,
  authErrorToast,
  confirmSignUpFailure,
  INVALID_RESET_CODE,
  isInvalidCodeError,
  SIGN_IN_SESSION_EXPIRED,
  totpStepFailure,
} from './auth-errors';

const cognito = (name: string, message = 'raw message') => Object.assign(new Error(message), { name });

describe('authErrorMessage', () => {
  it.each([
    ['NotAuthorizedException', 'Incorrect username or password.', 'E-mail ou senha incorretos.'],
    ['UserNotFoundException', 'User does not exist.', 'E-mail ou senha incorretos.'],
    ['InvalidPasswordException', 'Invalid password', 'E-mail ou senha incorretos.'],
  ])('hides which part was wrong on sign-in (%s)', (name, raw, expected) => {
    expect(authErrorMessage(cognito(name, raw), 'signIn')).toBe(expected);
  });

  it.each([
    ['UsernameExistsException', 'Este e-mail já está cadastrado.'],
    ['CodeMismatchException', 'Código inválido.'],
    ['ExpiredCodeException', 'O código expirou. Solicite um novo código.'],
    ['InvalidPasswordException', 'A senha não atende aos requisitos: use no mínimo 6 caracteres.'],
    ['LimitExceededException', 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'],
    ['UserNotConfirmedException', 'Confirme seu e-mail antes de entrar.'],
  ])('translates %s', (name, expected) => {
    expect(authErrorMessage(cognito(name), 'signUp')).toBe(expected);
  });

  it('tells attempts-exceeded apart from wrong credentials', () => {
    expect(authErrorMessage(cognito('NotAuthorizedException', 'Password attempts exceeded'), 'signIn')).toBe(
      'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    );
  });

  it('explains an already confirmed account on the code step', () => {
    const err = cognito('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
    expect(authErrorMessage(err, 'confirmSignUp')).toBe('Esta conta já foi confirmada. Entre com sua senha.');
  });

  it('says the e-mail is unknown when asking for a reset code', () => {
    expect(authErrorMessage(cognito('UserNotFoundException'), 'forgotPassword')).toBe(
      'Não encontramos uma conta com este e-mail.',
    );
  });

  it("maps Amplify's empty-field checks to one pt-BR sentence", () => {
    expect(authErrorMessage(cognito('EmptySignInPassword', 'password is required to signIn'), 'signIn')).toBe(
      'Preencha todos os campos obrigatórios.',
    );
  });

  it('shows the raw message of an unknown error', () => {
    expect(authErrorMessage(cognito('SomethingNew', 'Something new happened'), 'signIn')).toBe(
      'Something new happened',
    );
    expect(authErrorMessage(undefined, 'signIn')).toBe('Erro desconhecido. Tente novamente.');
  });
});

describe('authErrorToast', () => {
  it.each([
    ['signIn', 'Erro ao entrar'],
    ['signUp', 'Erro ao cadastrar'],
    ['google', 'Erro ao entrar com Google'],
    ['forgotPassword', 'Erro ao enviar email'],
    ['resetPassword', 'Erro ao atualizar senha'],
  ] as const)('uses the docs/PRODUCT.md §messages.auth title for %s', (context, title) => {
    expect(authErrorToast(cognito('X', 'y'), context).title).toBe(title);
  });
});

describe('invalid reset codes', () => {
  it('recognises wrong and expired codes', () => {
    expect(isInvalidCodeError(cognito('CodeMismatchException'))).toBe(true);
    expect(isInvalidCodeError(cognito('ExpiredCodeException'))).toBe(true);
    expect(isInvalidCodeError(cognito('LimitExceededException'))).toBe(false);
  });

  it('words the toast for a code, not a link', () => {
    expect(INVALID_RESET_CODE).toEqual({
      title: 'Código inválido',
      description: 'O código de recuperação expirou ou é inválido.',
    });
  });
});

describe('totpStepFailure (sign-in’s code step)', () => {
  it.each([
    ['after too many wrong codes (the local proxy, Cognito)', 'Invalid session for the user.'],
    ['after the session’s 3 minutes', 'Invalid session for the user, session is expired.'],
  ])('goes back to the password step and says the session expired %s', (_, raw) => {
    expect(totpStepFailure(cognito('NotAuthorizedException', raw))).toEqual({
      toast: {
        title: 'Erro ao entrar',
        description: 'Sua sessão de login expirou. Entre com seu e-mail e senha de novo.',
      },
      backToPassword: true,
    });
    expect(SIGN_IN_SESSION_EXPIRED).toBe('Sua sessão de login expirou. Entre com seu e-mail e senha de novo.');
  });

  it.each([
    ['CodeMismatchException', 'Código inválido.'],
    ['TypeError', 'Sem conexão com o servidor. Verifique sua internet e tente novamente.'],
  ])('stays on the code step for %s, so the code can be typed again', (name, description) => {
    const raw = name === 'TypeError' ? 'Failed to fetch' : 'Invalid code received for user';
    expect(totpStepFailure(cognito(name, raw))).toEqual({
      toast: { title: 'Erro ao entrar', description },
      backToPassword: false,
    });
  });

  it('keeps "E-mail ou senha incorretos." for a refused password on the password step', () => {
    expect(authErrorMessage(cognito('NotAuthorizedException', 'Incorrect username or password.'), 'signIn')).toBe(
      'E-mail ou senha incorretos.',
    );
  });
});

describe('confirmSignUpFailure (issue 27)', () => {
  it('says a wrong code is wrong, under the field and in the toast, not "Erro ao cadastrar"', () => {
    const failure = confirmSignUpFailure(cognito('CodeMismatchException', 'Invalid verification code provided'));
    expect(failure.fieldError).toBe('Código inválido. Confira o código enviado para o seu e-mail.');
    expect(failure.toast).toEqual({
      title: 'Código inválido',
      description: 'Confira o código enviado para o seu e-mail.',
    });
  });

  it('says an expired code expired and how to get a new one', () => {
    const failure = confirmSignUpFailure(cognito('ExpiredCodeException'));
    expect(failure.toast.title).toBe('Código expirado');
    expect(failure.fieldError).toContain('Reenviar código');
  });

  it('keeps the sign-up title for any other failure', () => {
    expect(confirmSignUpFailure(cognito('LimitExceededException'))).toEqual({
      toast: {
        title: 'Erro ao cadastrar',
        description: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
      },
    });
  });
});
