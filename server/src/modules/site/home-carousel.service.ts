import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, notFound } from '../../common/http/app.exception';
import { detectImageType } from '../../common/upload/image-type';
import type { UploadedFile } from '../../common/upload/read-upload';
import { FileStorageService } from '../../infra/storage/file-storage.service';
import { HomeCarouselEntity } from './home-carousel.entity';

/** Carousel pictures are shown full width on the home page: 5 MB is plenty for 1920 px. */
export const CAROUSEL_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * HOJ also takes jfif (a jpg) and svg; svg is refused here because a script inside it would run
 * when the picture is opened on its own.
 */
const CAROUSEL_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'jfif', 'png', 'webp'];
const CAROUSEL_TYPES = ['gif', 'jpg', 'png', 'webp'];

export interface CarouselImageResponse {
  id: number;
  url: string;
}

/** The home page's pictures: uploaded and removed by the super admin, listed for everyone. */
@Injectable()
export class HomeCarouselService {
  constructor(
    @InjectRepository(HomeCarouselEntity) private readonly images: Repository<HomeCarouselEntity>,
    private readonly storage: FileStorageService,
  ) {}

  async list(): Promise<CarouselImageResponse[]> {
    const rows = await this.images.find({ order: { id: 'ASC' } });
    return rows.map((row) => ({ id: row.id, url: row.url }));
  }

  /** The type is read from the bytes; the name's extension must agree that it is a picture. */
  async upload(user: AuthUser, file: UploadedFile): Promise<CarouselImageResponse> {
    const declared = file.fileName.split('.').pop()?.toLowerCase() ?? '';
    const detected = detectImageType(file.data);
    if (!CAROUSEL_EXTENSIONS.includes(declared) || !detected || !CAROUSEL_TYPES.includes(detected)) {
      throw badRequest('File type not supported: only gif, jpg, jpeg, png and webp images are allowed');
    }
    const stored = await this.storage.savePublic('img', detected, file.data);
    try {
      const row = await this.images.save(this.images.create({ url: stored.url, uid: user.uid }));
      return { id: row.id, url: row.url };
    } catch (error) {
      await this.storage.deletePublic(stored.url); // no file on disk without its row
      throw error;
    }
  }

  async remove(id: number): Promise<void> {
    const row = await this.images.findOneBy({ id });
    if (!row) throw notFound('The carousel image does not exist');
    await this.images.delete({ id });
    await this.storage.deletePublic(row.url);
  }
}
