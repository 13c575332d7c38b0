import { type BedrockRuntimeClient, InvokeModelCommand } from '@aws-sdk/client-bedrock-runtime';
import { IMAGE_MESSAGES } from '@shared/images/image.schema';
import { ImageModelError } from '../../images/image-errors';

/** pt-BR messages for Bedrock's failures of an image call (API_runtime_InvokeModel errors). */
const MESSAGES: Record<string, { message: string; code?: 'rate_limited' | 'validation_failed' }> = {
  ThrottlingException: {
    message: 'O modelo de imagem está sobrecarregado. Aguarde alguns segundos e tente de novo.',
    code: 'rate_limited',
  },
  ServiceQuotaExceededException: {
    message: 'O limite de uso do modelo de imagem foi atingido. Tente novamente em alguns minutos.',
    code: 'rate_limited',
  },
  ServiceUnavailableException: { message: 'O serviço de imagens está indisponível no momento. Tente novamente.' },
  InternalServerException: { message: 'O serviço de imagens teve um erro interno. Tente novamente.' },
  ModelTimeoutException: { message: 'O modelo de imagem demorou demais para responder. Tente novamente.' },
  ModelNotReadyException: { message: 'O modelo de imagem está iniciando. Tente novamente em alguns segundos.' },
  AccessDeniedException: { message: 'O modelo de imagem não está liberado nesta conta. Avise o suporte.' },
  ResourceNotFoundException: { message: 'O modelo de imagem configurado não foi encontrado. Avise o suporte.' },
  // our own deadline (AbortSignal.timeout) or a cancelled request
  AbortError: { message: 'O modelo de imagem demorou demais para responder. Tente novamente.' },
  TimeoutError: { message: 'O modelo de imagem demorou demais para responder. Tente novamente.' },
};

/** Any failure of the call as an ImageModelError; a refused prompt (content filters) says so. */
export function imageModelError(err: unknown): ImageModelError {
  if (err instanceof ImageModelError) return err;
  const name = (err as { name?: string } | null)?.name ?? '';
  if (name === 'ValidationException') {
    const blocked = /content filter|blocked|moderat/i.test((err as Error).message ?? '');
    return new ImageModelError(blocked ? IMAGE_MESSAGES.contentBlocked : IMAGE_MESSAGES.generateFailed, {
      cause: err,
      ...(blocked ? { code: 'validation_failed' as const } : {}),
    });
  }
  const known = MESSAGES[name];
  return new ImageModelError(known?.message ?? IMAGE_MESSAGES.generateFailed, {
    cause: err,
    ...(known?.code ? { code: known.code } : {}),
  });
}

/**
 * One InvokeModel call with a model's own JSON body (its family decides the shape), answering the
 * raw response body; any failure becomes an ImageModelError with a pt-BR message.
 */
export async function invokeImageModel(
  client: BedrockRuntimeClient,
  modelId: string,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<Uint8Array | undefined> {
  try {
    const res = await client.send(
      new InvokeModelCommand({
        modelId,
        contentType: 'application/json',
        accept: 'application/json',
        body: JSON.stringify(body),
      }),
      { abortSignal: signal },
    );
    return res.body;
  } catch (err) {
    throw imageModelError(err);
  }
}
