import { fileDownloadSchema } from './shared.js';
import {
  imageUploadParamsSchema,
  uploadFileParamsSchema,
  uploadResultSchema,
} from '../schemas/uploads.js';
import { withRoutes } from './define.js';

/** Uploads: multipart forms whose file part is not typed (see EndpointParts.form), and the stored file sent back as is. */
export const uploadEndpoints = withRoutes({
  'uploads.documents.create': { response: { 201: uploadResultSchema } },
  'uploads.images.create': {
    params: imageUploadParamsSchema,
    response: { 201: uploadResultSchema },
  },
  'uploads.files.get': { params: uploadFileParamsSchema, response: { 200: fileDownloadSchema } },
});
