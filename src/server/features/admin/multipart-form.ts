// Reads the tutor form sent as multipart/form-data (spec section 7: the upload calls): its text
// fields, and the image file when one is sent. The bytes are held in memory: at most 5 MB.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { IMAGE_FIELD, TOO_LARGE } from './tutor-image';

/** Fields that may be sent more than once (a checkbox list). */
const LIST_FIELDS = new Set(['availability']);

export interface MultipartForm {
  fields: Record<string, string | string[]>;
  image: Buffer | undefined;
}

function isTooLarge(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT';
}

export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'Please send the form as multipart/form-data');
  }
  const fields: Record<string, string | string[]> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A file input left empty still sends a part with no bytes: that is no image.
        if (part.fieldname === IMAGE_FIELD && bytes.length > 0) image = bytes;
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      if (LIST_FIELDS.has(part.fieldname)) {
        const previous = fields[part.fieldname];
        const items = value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean);
        fields[part.fieldname] = [...(Array.isArray(previous) ? previous : []), ...items];
      } else {
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if (isTooLarge(error)) throw new AppError(413, TOO_LARGE);
    throw error;
  }
  return { fields, image };
}
