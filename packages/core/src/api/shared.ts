import { z } from 'zod';

/**
 * Answer schemas that several areas' routes write inline (`z.null()` for a 204...). They are named
 * here so the map can state them; the routes still build their own copies until they are declared
 * from the map, and the server's endpoint-map test compares those by their JSON Schema.
 */
export const deletedSchema = z.null().meta({ description: 'Deleted' });
export const noContentSchema = z.null();
export const redirectSchema = z.null().describe('302 redirect');
/** A CSV download: the body is text/csv, not JSON, so the answer is not typed. */
export const csvDownloadSchema = z
  .unknown()
  .meta({ description: 'text/csv of the current filter' });
/** A stored file sent back as is: binary, so not typed. */
export const fileDownloadSchema = z.unknown().meta({ description: 'The file, as stored' });
/** A zip archive (the backup): binary, so not typed. */
export const zipDownloadSchema = z.unknown().meta({ description: 'application/zip' });
