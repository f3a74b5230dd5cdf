import { rm } from 'node:fs/promises';
import { extname } from 'node:path';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ErrorCode } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, forbidden, notFound } from '../../common/http/app.exception';
import { detectImageType } from '../../common/upload/image-type';
import type { UploadedFile } from '../../common/upload/read-upload';
import type { ReceivedFile } from '../../common/upload/receive-upload';
import { FileStorageService } from '../../infra/storage/file-storage.service';
import { AccessService } from '../access/access.service';
import type { Thing } from '../access/policy';
import { GroupMembership } from '../group/group-membership.service';
import { MarkdownFileEntity } from './markdown-file.entity';

/** HOJ's markdown upload limits: images up to 4 MB of the avatar types, other files below 128 MB. */
export const MARKDOWN_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const MARKDOWN_FILE_MAX_BYTES = 128 * 1024 * 1024 - 1;
const IMAGE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png', 'webp'];
/** Stored files keep a harmless extension of their own name, or none. */
const SAFE_EXTENSION = /^\.[A-Za-z0-9]{1,10}$/;

export interface MarkdownImageResponse {
  link: string;
  fileId: number;
}

/** An uploaded file as the access policy reads it: its uploader, and the group it is uploaded for. */
const fileThing = (uploaderUid: string | null, gid: number | null = null): Thing => ({
  kind: 'file',
  ownerUid: uploaderUid,
  gid,
});

/**
 * Images and files for problem statements and other markdown, written from the admin editor, or by a
 * group's admins for their group's problems (the upload names the group with a `gid` field).
 */
@Injectable()
export class MarkdownFileService {
  constructor(
    @InjectRepository(MarkdownFileEntity) private readonly files: Repository<MarkdownFileEntity>,
    private readonly storage: FileStorageService,
    private readonly membership: GroupMembership,
    private readonly access: AccessService,
  ) {}

  /** Where uploaded files are received before they are stored. */
  get incomingDir(): string {
    return this.storage.incomingDir;
  }

  /**
   * Admins upload for anything; anyone else only for a group they administer (HOJ's group check),
   * named by the form's `gid` field: the policy's `create` of a file. Asked before the file itself
   * is read.
   */
  async requireUploader(user: AuthUser, fields: Record<string, string>): Promise<void> {
    const gid = Number(fields.gid);
    if (fields.gid !== undefined && (!Number.isInteger(gid) || gid <= 0))
      throw badRequest('gid must be a number');
    if (gid > 0) await this.membership.requireGroup(gid);
    if (!(await this.access.may(user, 'create', fileThing(null, gid > 0 ? gid : null)))) throw forbidden();
  }

  async uploadImage(user: AuthUser, file: UploadedFile): Promise<MarkdownImageResponse> {
    await this.requireUploader(user, file.fields);
    return this.storeImage(user, file);
  }

  /** An image sent in the chat: anyone signed in may send one (the chat checks that it is on). */
  uploadChatImage(user: AuthUser, file: UploadedFile): Promise<MarkdownImageResponse> {
    return this.storeImage(user, file);
  }

  private async storeImage(user: AuthUser, file: UploadedFile): Promise<MarkdownImageResponse> {
    const declared = extname(file.fileName).slice(1).toLowerCase();
    const detected = detectImageType(file.data);
    if (!IMAGE_EXTENSIONS.includes(declared) || !detected || !IMAGE_EXTENSIONS.includes(detected)) {
      throw badRequest('File type not supported: only gif, jpg, jpeg, png and webp images are allowed');
    }
    const row = await this.store(user, 'img', detected, file);
    return { link: row.url, fileId: row.id };
  }

  /** A file received on disk, moved among the public downloads (it is removed if anything fails). */
  async uploadFile(user: AuthUser, file: ReceivedFile): Promise<{ link: string }> {
    try {
      await this.requireUploader(user, file.fields);
      const extension = extname(file.fileName);
      const stored = await this.storage.adoptPublic(
        'file',
        SAFE_EXTENSION.test(extension) ? extension.slice(1) : 'bin',
        file.path,
      );
      const row = await this.recorded(user, stored.url, file.fileName, file.size);
      return { link: row.url };
    } finally {
      await rm(file.path, { force: true });
    }
  }

  /**
   * An image that came inside an imported problem (FPS embeds them): stored like an uploaded one
   * when it is a supported image within the size limit, else skipped (null).
   */
  async saveImportedImage(
    user: AuthUser,
    fileName: string,
    data: Buffer,
  ): Promise<MarkdownImageResponse | null> {
    const detected = detectImageType(data);
    if (data.length > MARKDOWN_IMAGE_MAX_BYTES || !detected || !IMAGE_EXTENSIONS.includes(detected))
      return null;
    const row = await this.store(user, 'img', detected, { fieldName: 'image', fileName, data, fields: {} });
    return { link: row.url, fileId: row.id };
  }

  /** Removes a stored file and its row, whoever uploaded it (undoing a failed import). */
  async remove(fileId: number): Promise<void> {
    const row = await this.files.findOneBy({ id: fileId });
    if (!row) return;
    await this.files.delete({ id: row.id });
    await this.storage.deletePublic(row.url);
  }

  /** Only the uploader or the super admin may delete (the policy's `delete`); the file goes from disk as well. */
  async deleteImage(user: AuthUser, fileId: number): Promise<void> {
    const row = await this.files.findOneBy({ id: fileId });
    if (!row) throw notFound('The file does not exist', ErrorCode.FILE_NOT_FOUND);
    if (!(await this.access.may(user, 'delete', fileThing(row.uid)))) {
      throw forbidden('Sorry, you do not have permission to delete this file');
    }
    await this.remove(row.id);
  }

  private async store(
    user: AuthUser,
    folder: 'img' | 'file',
    extension: string,
    file: UploadedFile,
  ): Promise<MarkdownFileEntity> {
    const stored = await this.storage.savePublic(folder, extension, file.data);
    return this.recorded(user, stored.url, file.fileName, file.data.length);
  }

  /** The row of a file just stored; without it the file goes from disk too. */
  private async recorded(
    user: AuthUser,
    url: string,
    fileName: string,
    size: number,
  ): Promise<MarkdownFileEntity> {
    try {
      return await this.files.save(
        this.files.create({ uid: user.uid, url, originalName: fileName.slice(0, 255), size }),
      );
    } catch (error) {
      await this.storage.deletePublic(url);
      throw error;
    }
  }
}
