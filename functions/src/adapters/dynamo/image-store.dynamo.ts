import { DeleteCommand, GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConflictError, InsufficientCreditsError } from '../../core/errors';
import { ImageLimitError } from '../../images/image-errors';
import type { ImageStore, OpenReservation, StoredImage } from '../../images/ports';
import { isTransactionConditionFailed } from './client';
import { chargeActions, settleChargeActions } from './credit-ledger.dynamo';
import { queuedGenerationItem } from './generation.entity';
import { imageItem, toStoredImage } from './image.entity';
import {
  IMAGE_RESERVATION_PREFIX,
  imageReservationItem,
  imageReservationKey,
  toOpenReservation,
} from './image-reservation.entity';
import { countGenerationUpdate, generatedOf, imagesMetaKey, releaseGenerationUpdate } from './images-meta.entity';
import { keys } from './keys';
import { cancellationCodes, epochSeconds, queryAll, queryCount, transactWrite, type Item } from './table-io';

const FAILED = 'ConditionalCheckFailed';

/**
 * Images in the single table (docs/DATA-MODEL.md IM1–IM7): one row per image under the user, a
 * counter of images generated, and one reservation per generation in flight. The free plan's
 * limit is a condition on the counter inside the charge's own transaction, so ten concurrent
 * requests cannot make two images; a failed generation gives the slot back with the reservation.
 */
export class DynamoImageStore implements ImageStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** IM1: L1's debit and charge, the counter (conditioned on the limit) and the reservation, one transaction. */
  async reserve(
    userId: string,
    r: { operationId: string; cost: number; limit: number | null; now: Date; job?: { input: unknown } },
  ): Promise<void> {
    // with a job, G1's queued record too (docs/DATA-MODEL.md IM1): never recorded unpaid nor counted unrecorded
    const job = r.job
      ? queuedGenerationItem(userId, {
          generationId: r.operationId,
          kind: 'image',
          input: r.job.input,
          cost: r.cost,
          createdAt: r.now.toISOString(),
        })
      : null;
    try {
      await transactWrite(this.db, [
        ...chargeActions(this.tableName, {
          userId,
          operationId: r.operationId,
          cost: r.cost,
          kind: 'image',
          now: r.now,
        }),
        { Update: { TableName: this.tableName, ...countGenerationUpdate(userId, r.limit) } },
        {
          Put: {
            TableName: this.tableName,
            Item: imageReservationItem(userId, { operationId: r.operationId, createdAt: r.now.toISOString() }),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...(job
          ? [{ Put: { TableName: this.tableName, Item: job, ConditionExpression: 'attribute_not_exists(pk)' } }]
          : []),
      ]);
    } catch (err) {
      if (!isTransactionConditionFailed(err)) throw err;
      const [credits, charge, counter, reservation, record] = cancellationCodes(err);
      // A retried operation first (it must not read as a limit), then the limit, then the credits.
      if (charge === FAILED || reservation === FAILED || record === FAILED)
        throw new ConflictError('Esta geração já foi feita.', { cause: err });
      if (counter === FAILED) throw new ImageLimitError({ cause: err });
      if (credits === FAILED) throw new InsufficientCreditsError({ cause: err });
      throw err;
    }
  }

  /** IM2: the row, the charge settled (L3) and the reservation closed. */
  async save(userId: string, image: StoredImage, opts: { settles: string }): Promise<void> {
    await transactWrite(this.db, [
      {
        Put: {
          TableName: this.tableName,
          Item: imageItem(userId, image),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...settleChargeActions(this.tableName, userId, opts.settles, [image.id], image.createdAt),
      {
        Delete: {
          TableName: this.tableName,
          Key: imageReservationKey(userId, image.operationId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
    ]);
  }

  /** IM3: the reservation deleted and the counter lowered, once. */
  async release(userId: string, operationId: string): Promise<boolean> {
    try {
      await transactWrite(this.db, [
        {
          Delete: {
            TableName: this.tableName,
            Key: imageReservationKey(userId, operationId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        { Update: { TableName: this.tableName, ...releaseGenerationUpdate(userId) } },
      ]);
      return true;
    } catch (err) {
      if (isTransactionConditionFailed(err)) return false; // released before, or saved
      throw err;
    }
  }

  /** IM4 */
  async openReservations(userId: string): Promise<OpenReservation[]> {
    const items = await queryAll(this.db, {
      TableName: this.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPk(userId), ':prefix': IMAGE_RESERVATION_PREFIX },
      ConsistentRead: true,
    });
    return items.map(toOpenReservation);
  }

  /** IM4 */
  async generated(userId: string): Promise<number> {
    const res = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: imagesMetaKey(userId), ConsistentRead: true }),
    );
    return generatedOf(res.Item);
  }

  /** IM8 */
  async get(userId: string, imageId: string): Promise<StoredImage | null> {
    const res = await this.db.send(new GetCommand({ TableName: this.tableName, Key: keys.image(userId, imageId) }));
    return res.Item ? toStoredImage(res.Item) : null;
  }

  /** IM5: newest first; one item more than asked tells whether older ones remain. */
  async listPage(
    userId: string,
    page: { limit: number; after?: string },
  ): Promise<{ items: StoredImage[]; more: boolean }> {
    const res = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.userPk(userId), ':prefix': keys.imagePrefix },
        ScanIndexForward: false,
        Limit: page.limit + 1,
        ...(page.after ? { ExclusiveStartKey: keys.image(userId, page.after) } : {}),
      }),
    );
    const items = ((res.Items ?? []) as Item[]).map(toStoredImage);
    return { items: items.slice(0, page.limit), more: items.length > page.limit };
  }

  /** IM5 with Select COUNT: sizes are read, not returned; paginated like any Query. */
  async count(userId: string): Promise<number> {
    return queryCount(this.db, {
      TableName: this.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPk(userId), ':prefix': keys.imagePrefix },
    });
  }

  /** IM6 */
  async delete(userId: string, imageId: string): Promise<StoredImage | null> {
    const res = await this.db.send(
      new DeleteCommand({ TableName: this.tableName, Key: keys.image(userId, imageId), ReturnValues: 'ALL_OLD' }),
    );
    return res.Attributes ? toStoredImage(res.Attributes) : null;
  }

  /** IM7: the image must exist and the script be live, both under the caller. */
  async setCover(userId: string, imageId: string, scriptId: string, now: Date): Promise<boolean> {
    try {
      await transactWrite(this.db, [
        {
          ConditionCheck: {
            TableName: this.tableName,
            Key: keys.image(userId, imageId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        {
          Update: {
            TableName: this.tableName,
            Key: keys.script(userId, scriptId),
            UpdateExpression: 'SET coverImageId = :image',
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#ttl) OR #ttl > :now)',
            ExpressionAttributeNames: { '#ttl': 'ttl' },
            ExpressionAttributeValues: { ':image': imageId, ':now': epochSeconds(now) },
          },
        },
      ]);
      return true;
    } catch (err) {
      if (isTransactionConditionFailed(err)) return false;
      throw err;
    }
  }
}
