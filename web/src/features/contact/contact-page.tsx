import { useRef, useState, type FormEvent } from 'react';
import {
  Accordion,
  Box,
  Button,
  Card,
  Container,
  Field,
  Heading,
  Input,
  Link,
  SimpleGrid,
  Span,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { CONTACT_FAQ } from '@shared/contact/contact-faq';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  EMPTY_CONTACT_FORM,
  contactMessageSchema,
  type ContactField,
} from '@shared/contact/contact.schema';
import { isApiError } from '../../lib/api-client';
import { validateForm, type FieldErrors } from '../../lib/form';
import { FormStack, TextField } from '../../lib/form-field';
import { useServices } from '../../lib/services';
import { useKeptState } from '../../lib/use-kept-state';
import { notify } from '../../lib/toaster';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CONTACT_EMAIL } from '../billing/plan-catalogue';
import { PublicLayout } from '../landing/public-layout';
import { sendContactMessage } from './contact-api';
import { readDraft, writeDraft, type ContactForm } from './contact-draft';

const LABELS: Record<ContactField, string> = {
  nome: 'Nome',
  email: 'E-mail',
  assunto: 'Assunto',
  mensagem: 'Mensagem',
};

/** The server's own words, when it refused for a reason the visitor can act on (a field, the limit). */
function failureDetail(err: unknown): string | undefined {
  if (isApiError(err) && (err.code === 'validation_failed' || err.code === 'rate_limited')) return err.message;
  return undefined;
}

function ContactFormCard() {
  const { config } = useServices();
  const [values, setValues] = useKeptState<ContactForm>(
    () => readDraft(sessionStorage),
    EMPTY_CONTACT_FORM,
    (draft) => writeDraft(sessionStorage, draft),
  );
  const [errors, setErrors] = useState<FieldErrors<ContactForm>>({});
  const [sending, setSending] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const set = (key: ContactField) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const checked = validateForm(contactMessageSchema, { ...values, website: honeypot.current?.value || undefined });
    if (!checked.ok) {
      setErrors(checked.errors);
      // The first field with a problem gets the focus, so its message is read out with it.
      const first = CONTACT_FIELDS.find((f) => checked.errors[f]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await sendContactMessage(config.apiUrl, checked.data);
      notify.dismissErrors();
      notify.success(CONTACT_MESSAGES.sent);
      setValues({ ...EMPTY_CONTACT_FORM });
    } catch (err) {
      console.error('contato: envio falhou', err);
      notify.error(CONTACT_MESSAGES.failed, failureDetail(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <Card.Root borderRadius="xl" ref={formRef}>
      <Card.Body>
        <FormStack label="Enviar mensagem" onSubmit={submit}>
          <Heading as="h2" size="lg">
            Envie uma mensagem
          </Heading>
          <TextField
            label={LABELS.nome}
            name="nome"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.nome}
            value={values.nome}
            onValueChange={set('nome')}
            error={errors.nome}
          />
          <TextField
            label={LABELS.email}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.email}
            value={values.email}
            onValueChange={set('email')}
            error={errors.email}
          />
          <TextField
            label={LABELS.assunto}
            name="assunto"
            required
            maxLength={CONTACT_LIMITS.assunto}
            value={values.assunto}
            onValueChange={set('assunto')}
            error={errors.assunto}
          />
          <Field.Root invalid={!!errors.mensagem} required>
            <Field.Label>{LABELS.mensagem}</Field.Label>
            <Textarea
              name="mensagem"
              rows={6}
              autoresize
              maxLength={CONTACT_LIMITS.mensagem}
              value={values.mensagem}
              onChange={(e) => set('mensagem')(e.target.value)}
            />
            {errors.mensagem ? (
              <Field.ErrorText>{errors.mensagem}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                {values.mensagem.length.toLocaleString('pt-BR')} de {CONTACT_LIMITS.mensagem.toLocaleString('pt-BR')}{' '}
                caracteres
              </Field.HelperText>
            )}
          </Field.Root>
          {/* A honeypot: out of sight and out of the focus order, so only a bot fills it (docs/PRODUCT.md §limits.contact). */}
          <Box position="absolute" left="-10000px" w="1px" h="1px" overflow="hidden" aria-hidden="true">
            <label htmlFor="contato-site">Site (deixe em branco)</label>
            <Input id="contato-site" ref={honeypot} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </Box>
          <Button type="submit" loading={sending} loadingText="Enviando…" w={{ base: 'full', sm: 'auto' }}>
            Enviar mensagem
          </Button>
        </FormStack>
      </Card.Body>
    </Card.Root>
  );
}

function Faq() {
  return (
    <Stack gap="4" as="section" aria-labelledby="perguntas-frequentes">
      <Heading as="h2" id="perguntas-frequentes" size="lg">
        Perguntas frequentes
      </Heading>
      <Accordion.Root collapsible variant="enclosed" borderRadius="xl">
        {CONTACT_FAQ.map((q) => (
          <Accordion.Item key={q.id} value={q.id}>
            <Heading as="h3" fontSize="md" fontWeight="semibold" m="0">
              <Accordion.ItemTrigger cursor="pointer" py="4">
                <Span flex="1" textAlign="start">
                  {q.question}
                </Span>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
            </Heading>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="fg.muted" lineHeight="tall">
                {q.answer}
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Stack>
  );
}

/**
 * /contato (docs/PRODUCT.md §screens.contato): the form, which sends the message to our API and
 * shows the success toast only once the server accepted it (the old product sent nothing,
 * docs/PRODUCT.md §defects), and the FAQ as an accordion. Public and light: no shell, no Amplify.
 */
export default function ContactPage() {
  useDocumentTitle('Contato');
  return (
    <PublicLayout>
      <Container maxW="6xl">
        <Stack gap={{ base: '8', md: '10' }}>
          <Stack gap="3" maxW="2xl">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Fale conosco
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              Dúvidas, sugestões ou problemas com a sua conta? Escreva para nós: respondemos por e-mail. Se preferir,
              use{' '}
              <Link href={`mailto:${CONTACT_EMAIL}`} color="brand.fg" textDecoration="underline">
                {CONTACT_EMAIL}
              </Link>
              .
            </Text>
          </Stack>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '12' }} alignItems="start">
            <ContactFormCard />
            <Faq />
          </SimpleGrid>
        </Stack>
      </Container>
    </PublicLayout>
  );
}
