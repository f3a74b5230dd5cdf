import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { Role } from '@verdict/common';
import { Roles } from '../../common/auth/access.decorators';
import { attachment } from '../../common/http/attachment';
import { generatedUsersSheet } from './generated-users-sheet';
import { GeneratedKeyQueryDto } from './user-admin.dto';
import { UserGenerateService } from './user-generate.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** HOJ file/UserFileController: the spreadsheet of the users just generated (super admins). */
@Controller('api/file')
export class UserFileController {
  constructor(private readonly generator: UserGenerateService) {}

  @Roles(Role.ROOT)
  @Get('generate-user-excel')
  async generatedUsers(@Query() query: GeneratedKeyQueryDto): Promise<StreamableFile> {
    const users = await this.generator.list(query.key);
    return attachment({
      fileName: `generated_users_${query.key.slice(0, 8)}.xlsx`,
      contentType: XLSX,
      body: await generatedUsersSheet(users),
    });
  }
}
