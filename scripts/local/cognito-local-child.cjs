/**
 * Runs cognito-local's own start script with one change: the codes it would print in a box
 * ("Confirmation Code Delivery") go to the parent process over the IPC channel, before the
 * Cognito call that sent them answers (docs/LOCAL-MODE.md §cognito-local.codes).
 */
const path = require('node:path');

const lib = path.join(path.dirname(require.resolve('cognito-local/package.json')), 'lib');
const { ConsoleMessageSender } = require(path.join(lib, 'services', 'messageDelivery', 'consoleMessageSender.js'));

ConsoleMessageSender.prototype.sendToConsole = function sendToParent(ctx, user, destination, message) {
  const delivery = { type: 'code', to: destination, code: message.__code, subject: message.emailSubject };
  ctx.logger.info(`code delivered to the local mailbox for ${destination}`);
  if (!process.send) return Promise.resolve();
  return new Promise((resolve, reject) => process.send(delivery, (err) => (err ? reject(err) : resolve())));
};

// The IPC channel is also the lifeline: it closes when the local server exits in any way,
// SIGKILL included, and this process must not outlive it (docs/LOCAL-MODE.md §children).
if (process.connected) process.once('disconnect', () => process.exit(0));
else process.exit(1);

require(path.join(lib, 'bin', 'start.js'));
