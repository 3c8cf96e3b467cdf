import { StatementError } from './statement.js';

/** For the readers' tests: the StatementError `fn` throws (any other throw goes on; none fails). */
export function errorOf(fn: () => unknown): StatementError {
  try {
    fn();
  } catch (e) {
    if (e instanceof StatementError) return e;
    throw e;
  }
  throw new Error('expected a StatementError');
}
