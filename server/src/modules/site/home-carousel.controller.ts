import { Controller, Delete, Get, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Permission, Role } from '@verdict/common';
import { CurrentUser, Permissions, Public, Roles } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { readUpload } from '../../common/upload/read-upload';
import { PostOk } from '../../common/http/post-ok.decorator';
import {
  CAROUSEL_IMAGE_MAX_BYTES,
  CarouselImageResponse,
  HomeCarouselService,
} from './home-carousel.service';
import { CarouselIdQueryDto } from './site.dto';

/** The home carousel: HOJ's public list, its upload (file area) and its delete (admin/config). */
@Controller('api')
export class HomeCarouselController {
  constructor(private readonly carousel: HomeCarouselService) {}

  @Public()
  @Get('home-carousel')
  list(): Promise<CarouselImageResponse[]> {
    return this.carousel.list();
  }

  @Roles(Role.ROOT)
  @PostOk('file/upload-carouse-img')
  async upload(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<CarouselImageResponse> {
    const file = await readUpload(
      request,
      'file',
      CAROUSEL_IMAGE_MAX_BYTES,
      'The image size exceeds the 5 MB limit',
    );
    return this.carousel.upload(user, file);
  }

  @Permissions(Permission.SYSTEM_INFO_ADMIN)
  @Delete('admin/config/home-carousel')
  remove(@Query() query: CarouselIdQueryDto): Promise<void> {
    return this.carousel.remove(query.id);
  }
}
