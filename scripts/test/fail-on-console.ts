/**
 * Jest `setupFilesAfterEnv` (jest.config.ts): any test that writes to the console without
 * mocking it fails. Output nobody asserts buries the failures that matter in `npm test`;
 * a test that expects a log mocks the console method itself and asserts the call.
 * Samples meant for a person to read live in `npm run samples`.
 */
import { installConsoleGuard } from './console-guard';

const guard = installConsoleGuard();
afterEach(() => guard.check());
// Writes from the last test's hooks or from afterAll.
afterAll(() => guard.check());
