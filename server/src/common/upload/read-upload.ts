import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/app.exception';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  data: Buffer;
  fields: Record<string, string>;
}

/**
 * Reads the single (small) file of a multipart request into memory, refusing anything above
 * `maxBytes` before it is fully received. Other text fields are returned alongside. `admit`, when
 * given, sees the fields sent before the file and throws to refuse before the file is read.
 */
export async function readUpload(
  request: FastifyRequest,
  fieldName: string,
  maxBytes: number,
  tooLargeMessage: string,
  admit?: (fields: Record<string, string>) => Promise<void>,
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest('The request must be multipart/form-data');
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20 } })) {
    if (part.type === 'file') {
      if (admit && part.fieldname === fieldName) {
        try {
          await admit(fields);
        } catch (refusal) {
          part.file.resume();
          throw refusal;
        }
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch {
        throw badRequest(tooLargeMessage);
      }
      if (part.file.truncated) throw badRequest(tooLargeMessage);
      if (part.fieldname === fieldName) file = { fieldName, fileName: part.filename, data, fields };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!file) throw badRequest(`The file field "${fieldName}" is required`);
  return file;
}
