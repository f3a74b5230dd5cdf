import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/app.exception';
import { readUpload } from './read-upload';

/** What an archive upload accepts, and what it answers otherwise. */
export interface ArchiveUpload {
  /** The ending the file's name must have, e.g. `.zip`. */
  extension: string;
  maxBytes: number;
  tooLargeMessage: string;
  wrongTypeMessage: string;
}

/** The bytes of the archive sent in the form's `file` field; 400 when too large or of another type. */
export async function readArchive(request: FastifyRequest, archive: ArchiveUpload): Promise<Buffer> {
  const file = await readUpload(request, 'file', archive.maxBytes, archive.tooLargeMessage);
  if (!file.fileName.toLowerCase().endsWith(archive.extension)) throw badRequest(archive.wrongTypeMessage);
  return file.data;
}
