import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ContactQuota, ContactStore, StoredContactMessage } from '../../contact/ports';
import { keys } from './keys';
import { countMessageUpdate } from './contact-rate.entity';
import { contactMessageItem, toContactMessage } from './contact.entity';
import { cancellationCodes, epochSeconds, isLive, queryAll, transactWrite } from './table-io';

/**
 * Contact messages in the single table (docs/DATA-MODEL.md K1, K2): `CONTACT#<yyyy-mm>` /
 * `MSG#<ulid>`, with a counter `CONTACTRATE#<client key>` / `WINDOW#<n>` per address and window.
 * The message and its count are one transaction, so a message over the limit is never kept and a
 * kept one is always counted.
 */
export class DynamoContactStore implements ContactStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async save(message: StoredContactMessage, quota: ContactQuota): Promise<boolean> {
    try {
      await transactWrite(this.db, [
        { Update: { TableName: this.tableName, ...countMessageUpdate(quota) } },
        {
          Put: {
            TableName: this.tableName,
            Item: contactMessageItem(message),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]);
      return true;
    } catch (err) {
      // The counter's condition (the first action) failed: the window is full, nothing was written.
      if (cancellationCodes(err)[0] === 'ConditionalCheckFailed') return false;
      throw err;
    }
  }

  async listMonth(month: string, now: Date): Promise<StoredContactMessage[]> {
    const nowS = epochSeconds(now);
    const items = await queryAll(this.db, {
      TableName: this.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :msg)',
      ExpressionAttributeValues: { ':pk': keys.contactMonthPk(month), ':msg': keys.contactMessagePrefix },
    });
    // DynamoDB Local never deletes expired items (docs/LOCAL-MODE.md §dynamodb-local).
    return items.filter((i) => isLive(i, nowS)).map(toContactMessage);
  }
}
