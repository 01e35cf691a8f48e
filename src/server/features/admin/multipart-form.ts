// Reads the tutor form sent as multipart/form-data (docs/product.md#calls: the upload calls): its text
// fields, and the image file when one is sent. The bytes are held in memory: at most 5 MB.
import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/app-error.ts';
import { textFault } from '#server/plugins/security.ts';
import { IMAGE_FIELD, TOO_LARGE } from './tutor-image.ts';

/** Fields that may be sent more than once (a checkbox list). */
const LIST_FIELDS = new Set(['availability']);

export interface MultipartForm {
  fields: Record<string, string | string[]>;
  image: Buffer | undefined;
}

export const TOO_MANY_FIELDS = 'Too many form fields';
export const ONE_IMAGE_ONLY = 'Please send one image only';
export const UNREADABLE_FORM = 'The form could not be read. Please send it again as multipart/form-data.';

/**
 * What a failure while reading the parts tells the sender. Everything here comes from the body
 * (the plugin's limits, or busboy finding no boundary or an unfinished part), so anything not
 * named is a malformed body: 400, never a 500.
 */
function formError(error: unknown): AppError {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, TOO_LARGE);
    case 'FST_FILES_LIMIT':
      return new AppError(413, ONE_IMAGE_ONLY);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(413, TOO_MANY_FIELDS);
    case 'FST_PROTO_VIOLATION':
      return AppError.badRequest('A form field has a name that is not allowed');
    default:
      return AppError.badRequest(UNREADABLE_FORM);
  }
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
      // A part may name its own charset (UTF-16 can carry a lone surrogate): the same text rule
      // as a JSON body's, checked as the field arrives.
      const fault = textFault(part.fieldname) ?? textFault(value);
      if (fault) throw AppError.invalidField(part.fieldname, fault);
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
    if (error instanceof AppError) throw error;
    throw formError(error);
  }
  return { fields, image };
}
