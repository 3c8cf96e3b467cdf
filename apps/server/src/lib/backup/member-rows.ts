import type { CheckedArchive } from './archive-read.js';
import { JsonArrayError, jsonArrayObjects } from './json-array.js';
import type { ResolvedKind } from './kind.js';
import { asRefusal, refusal } from './refusal.js';
import { copyLine } from './restore-sql.js';
import { rowSchema } from './row-schema.js';

/** Rows per batch of COPY text: a few hundred kB a round trip. */
const BATCH = 2000;
/** Row problems listed in a refusal before it stops looking. */
const PROBLEMS_MAX = 20;

/**
 * A kind's member as batches of COPY text, each row judged by the kind's schema on the way (each
 * row a line: PostgreSQL reads it faster than JSON). Returns the rows read: 0 for a kind the
 * archive does not hold (a converter's). A member that is not a JSON array of objects, or whose
 * rows break the schema, is refused (`invalid`, up to 20 problems listed); after the first problem
 * no batch is given out. Needs no database: the restore reads members ahead (read-ahead.ts).
 */
export async function* memberBatches(
  archive: CheckedArchive,
  kind: ResolvedKind,
  member: string,
): AsyncGenerator<string, number> {
  const stream = await archive.open(member);
  if (!stream) return 0;
  const schema = rowSchema(kind);
  const problems: string[] = [];
  let batch = '';
  let count = 0; // rows in the batch
  let n = 0;
  try {
    rows: for await (const texts of jsonArrayObjects(stream)) {
      for (const text of texts) {
        n += 1;
        const parsed = schema.safeParse(JSON.parse(text));
        if (!parsed.success) {
          for (const i of parsed.error.issues) {
            problems.push(`Row ${n}${i.path.length ? `, ${i.path.join('.')}` : ''}: ${i.message}`);
          }
          if (problems.length >= PROBLEMS_MAX) break rows;
          continue;
        }
        try {
          batch += copyLine(kind, parsed.data);
        } catch (err) {
          problems.push(`Row ${n}, ${(err as Error).message}`);
          if (problems.length >= PROBLEMS_MAX) break rows;
          continue;
        }
        count += 1;
        if (count >= BATCH && !problems.length) {
          yield batch;
          batch = '';
          count = 0;
        }
      }
    }
  } catch (err) {
    if (err instanceof JsonArrayError || err instanceof SyntaxError) {
      throw refusal('invalid', member, `Row ${n}: ${err.message}`);
    }
    throw asRefusal(err, member);
  } finally {
    stream.destroy();
  }
  if (problems.length) throw refusal('invalid', member, ...problems.slice(0, PROBLEMS_MAX));
  if (count > 0) yield batch;
  return n;
}
