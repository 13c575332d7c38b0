import { DeleteCommand, GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { WriterKind } from '@shared/scripts/script.schema';
import type { ScriptStore, StoredScript } from '../../scripts/ports';
import { isTransactionConditionFailed } from './client';
import { settleChargeActions } from './credit-ledger.dynamo';
import { keys } from './keys';
import { FILTER_ATTRIBUTES, scriptItem, unchangedSince, versionsAfter } from './script.entity';
import { nextRevisionUpdate, revisionOf, scriptsMetaKey } from './scripts-meta.entity';
import {
  MAX_TRANSACTION_ITEMS,
  cancellationCodes,
  getConsistent,
  queryAll,
  transactWrite,
  type TransactItem,
} from './table-io';

/** Free-plan saves race on the SCRIPTS revision; a loser re-reads and tries again. */
const SAVE_ATTEMPTS = 8;
/** A text write asserts the `updatedAt` it read (its versions are built from that read); a loser re-reads. */
const EDIT_ATTEMPTS = 5;

/**
 * The script writes that finish a paid operation (docs/DATA-MODEL.md S1, S2, S6): each settles
 * its credit-ledger charge in its own transaction, with the ledger's own actions
 * (settleChargeActions). DynamoScriptStore answers these two methods of ScriptStore through it.
 */
export class DynamoScriptPaidSaves implements Pick<ScriptStore, 'saveGenerated' | 'saveEdit'> {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async saveGenerated(
    userId: string,
    scripts: StoredScript[],
    opts: { settles: string; keepLatest?: number },
  ): Promise<{ replacedOldest: boolean }> {
    // the scripts' createdAt is the instant the generation finished
    const finishedAt = scripts.reduce(
      (max, s) => (s.createdAt > max ? s.createdAt : max),
      scripts[0]?.createdAt ?? new Date().toISOString(),
    );
    const puts: TransactItem[] = scripts.map((s) => ({
      Put: { TableName: this.tableName, Item: scriptItem(userId, s), ConditionExpression: 'attribute_not_exists(pk)' },
    }));
    const settle = settleChargeActions(
      this.tableName,
      userId,
      opts.settles,
      scripts.map((s) => s.id),
      finishedAt,
    );

    if (opts.keepLatest === undefined) {
      await transactWrite(this.db, [...puts, ...settle]);
      return { replacedOldest: false };
    }

    const keep = opts.keepLatest;
    for (let attempt = 1; ; attempt++) {
      // Reading the revision first, then asserting it in the write, makes concurrent
      // free-plan saves take turns, so "only the latest N" holds under a race.
      const meta = await this.db.send(
        new GetCommand({ TableName: this.tableName, Key: scriptsMetaKey(userId), ConsistentRead: true }),
      );
      const rev = revisionOf(meta.Item);
      const existing = await this.queryScriptKeys(userId); // newest first
      const excess = Math.max(0, existing.length + scripts.length - keep);
      const doomed = existing.slice(Math.max(0, existing.length - excess));
      // The newest of the doomed go in the transaction; any beyond its size limit (a user
      // back on the free plan with a long history) are deleted right after it.
      const room = Math.max(0, MAX_TRANSACTION_ITEMS - puts.length - settle.length - 1);
      const inTransaction = doomed.slice(0, room);
      const afterwards = doomed.slice(room);
      try {
        await transactWrite(this.db, [
          ...puts,
          ...inTransaction.map((k) => ({ Delete: { TableName: this.tableName, Key: k } })),
          ...settle,
          { Update: { TableName: this.tableName, ...nextRevisionUpdate(userId, rev) } },
        ]);
        for (const k of afterwards) await this.db.send(new DeleteCommand({ TableName: this.tableName, Key: k }));
        return { replacedOldest: doomed.length > 0 };
      } catch (err) {
        // the meta update is last: only a lost race on the revision is worth another try
        const codes = cancellationCodes(err);
        const metaLost = codes[codes.length - 1] === 'ConditionalCheckFailed';
        if (isTransactionConditionFailed(err) && metaLost && attempt < SAVE_ATTEMPTS) {
          await new Promise((r) => setTimeout(r, 10 + Math.random() * 40 * attempt));
          continue;
        }
        throw err;
      }
    }
  }

  async saveEdit(
    userId: string,
    scriptId: string,
    edit: { text: string; updatedAt: string; writer: WriterKind },
    opts: { settles: string },
  ): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      const current = await getConsistent(this.db, this.tableName, keys.script(userId, scriptId));
      if (!current) return false;
      const guard = unchangedSince(current);
      try {
        await transactWrite(this.db, [
          {
            Update: {
              TableName: this.tableName,
              Key: keys.script(userId, scriptId),
              // a new text makes the saved search text stale: the list then matches it on read (S3)
              UpdateExpression:
                'SET #text = :text, updatedAt = :now, writer = :writer, versions = :versions REMOVE #search',
              ConditionExpression: guard.condition,
              ExpressionAttributeNames: { '#text': 'text', '#search': FILTER_ATTRIBUTES.search },
              ExpressionAttributeValues: {
                ':text': edit.text,
                ':now': edit.updatedAt,
                ':writer': edit.writer,
                ':versions': versionsAfter(current, edit.text),
                ...guard.values,
              },
            },
          },
          ...settleChargeActions(this.tableName, userId, opts.settles, [scriptId], edit.updatedAt),
        ]);
        return true;
      } catch (err) {
        // the script changed (its versions must be rebuilt) or went missing meanwhile: read it
        // again; a charge no longer pending still throws
        const scriptLost = isTransactionConditionFailed(err) && cancellationCodes(err)[0] === 'ConditionalCheckFailed';
        if (scriptLost && attempt < EDIT_ATTEMPTS) continue;
        throw err;
      }
    }
  }

  private async queryScriptKeys(userId: string): Promise<Array<{ pk: string; sk: string }>> {
    const items = await queryAll(this.db, {
      TableName: this.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPk(userId), ':prefix': keys.scriptPrefix },
      ProjectionExpression: 'pk, sk',
      ScanIndexForward: false,
      ConsistentRead: true,
    });
    return items as Array<{ pk: string; sk: string }>;
  }
}
