import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConflictError, InsufficientCreditsError } from '../../core/errors';
import type { ChargeRequest } from '../../credits/ports';
import type { GenerationRecord, GenerationStore } from '../../generation/ports';
import { finishedChargeExpiry } from './charge.entity';
import { isConditionalCheckFailed, isTransactionConditionFailed } from './client';
import { chargeActions } from './credit-ledger.dynamo';
import { generationKey, queuedGenerationItem, toGenerationRecord } from './generation.entity';
import { cancellationCodes, epochSeconds, isLive, transactWrite } from './table-io';

/** The generation jobs' records in the single table (docs/DATA-MODEL.md G1–G5). */
export class DynamoGenerationStore implements GenerationStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async start(record: Pick<GenerationRecord, 'generationId' | 'kind' | 'input'>, charge: ChargeRequest): Promise<void> {
    const item = queuedGenerationItem(charge.userId, {
      ...record,
      cost: charge.cost,
      createdAt: charge.now.toISOString(),
    });
    try {
      // G1: the debit and the pending charge (L1) and the record, all or nothing
      await transactWrite(this.db, [
        ...chargeActions(this.tableName, charge),
        { Put: { TableName: this.tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      ]);
    } catch (err) {
      if (!isTransactionConditionFailed(err)) throw err;
      const [credits, chargeCode, recordCode] = cancellationCodes(err);
      // the id's check wins: a retried request must not read as "no credits"
      if (chargeCode === 'ConditionalCheckFailed' || recordCode === 'ConditionalCheckFailed')
        throw new ConflictError('Esta geração já foi feita.', { cause: err });
      if (credits === 'ConditionalCheckFailed') throw new InsufficientCreditsError({ cause: err });
      throw err;
    }
  }

  async get(userId: string, generationId: string, now: Date): Promise<GenerationRecord | null> {
    const res = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: generationKey(userId, generationId), ConsistentRead: true }),
    );
    if (!res.Item || !isLive(res.Item, epochSeconds(now))) return null;
    return toGenerationRecord(userId, res.Item);
  }

  async claim(userId: string, generationId: string, now: Date): Promise<GenerationRecord | null> {
    try {
      // G3: only a queued record is taken, so of two deliveries of one event one runs
      const res = await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: generationKey(userId, generationId),
          UpdateExpression: 'SET #status = :running, startedAt = :now',
          ConditionExpression: '#status = :queued',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':running': 'running', ':queued': 'queued', ':now': now.toISOString() },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return res.Attributes ? toGenerationRecord(userId, res.Attributes) : null;
    } catch (err) {
      if (isConditionalCheckFailed(err)) return null;
      throw err;
    }
  }

  async progress(userId: string, generationId: string, parts: string[]): Promise<void> {
    await this.update(userId, generationId, 'SET parts = :parts', { ':parts': parts }, ['running']);
  }

  async finish(
    userId: string,
    generationId: string,
    end: { status: 'done'; replacedOldest: boolean } | { status: 'failed'; message: string; code: string },
    now: Date,
  ): Promise<void> {
    const detail =
      end.status === 'done'
        ? { expr: 'replacedOldest = :done', values: { ':done': end.replacedOldest } }
        : {
            expr: 'message = :message, code = :code',
            values: { ':message': end.message.slice(0, 300), ':code': end.code },
          };
    await this.update(
      userId,
      generationId,
      `SET #status = :end, ${detail.expr}, finishedAt = :now, #ttl = :ttl`,
      { ':end': end.status, ...detail.values, ':now': now.toISOString(), ':ttl': finishedChargeExpiry(now) },
      ['queued', 'running'],
    );
  }

  /** G4, G5: conditioned on the status, so an ended record is never written again (a late write is dropped). */
  private async update(
    userId: string,
    generationId: string,
    expression: string,
    values: Record<string, unknown>,
    whileIn: string[],
  ): Promise<void> {
    const allowed = Object.fromEntries(whileIn.map((s, i) => [`:in${i}`, s]));
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: generationKey(userId, generationId),
          UpdateExpression: expression,
          ConditionExpression: `#status IN (${Object.keys(allowed).join(', ')})`,
          ExpressionAttributeNames: { '#status': 'status', ...(expression.includes('#ttl') ? { '#ttl': 'ttl' } : {}) },
          ExpressionAttributeValues: { ...values, ...allowed },
        }),
      );
    } catch (err) {
      if (!isConditionalCheckFailed(err)) throw err;
    }
  }
}
