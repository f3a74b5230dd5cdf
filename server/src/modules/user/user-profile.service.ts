import { extname } from 'node:path';
import { Injectable } from '@nestjs/common';
import { badRequest } from '../../common/http/app.exception';
import { AVATAR_EXTENSIONS, detectImageType } from '../../common/upload/image-type';
import type { UploadedFile } from '../../common/upload/read-upload';
import { FileStorageService } from '../../infra/storage/file-storage.service';
import { ChangeUserInfoDto, toUserInfoResponse, UserInfoResponse } from './user.dto';
import { UserService } from './user.service';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

@Injectable()
export class UserProfileService {
  constructor(
    private readonly users: UserService,
    private readonly storage: FileStorageService,
  ) {}

  async changeInfo(uid: string, dto: ChangeUserInfoDto): Promise<UserInfoResponse> {
    return toUserInfoResponse(await this.users.updateProfile(uid, dto));
  }

  /** Avatar: gif/jpg/jpeg/png/bmp/webp up to 2 MB, checked by content as well as by name. */
  async uploadAvatar(uid: string, file: UploadedFile): Promise<UserInfoResponse> {
    const declared = extname(file.fileName).slice(1).toLowerCase();
    const detected = detectImageType(file.data);
    if (!AVATAR_EXTENSIONS.includes(declared) || !detected) {
      throw badRequest('File type not supported: only gif, jpg, jpeg, png, bmp and webp images are allowed');
    }
    const previous = (await this.users.getByUid(uid)).avatar;
    const stored = await this.storage.savePublic('img', detected, file.data);
    const user = await this.users.setAvatar(uid, stored.url);
    await this.storage.deletePublic(previous);
    return toUserInfoResponse(user);
  }
}
