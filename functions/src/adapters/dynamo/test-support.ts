import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';

/**
 * Adapter tests only: a document client whose every command the returned mock answers
 * (reset before each test), and the actions of each transaction it was sent, in order.
 *
 * @example const { ddb, db, transactions } = mockedDocumentClient(); beforeEach(() => ddb.reset());
 */
export function mockedDocumentClient() {
  const ddb = mockClient(DynamoDBDocumentClient);
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
  const transactions = () => ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
  return { ddb, db, transactions };
}

/** A transaction DynamoDB cancelled, each action answering its code, in order ('None' for one that passed). */
export function cancelled(...codes: string[]): TransactionCanceledException {
  return new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}
