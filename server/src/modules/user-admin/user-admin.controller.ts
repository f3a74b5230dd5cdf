import { Body, Controller, Delete, Get, Put, Query } from '@nestjs/common';
import {
  type AdminUserView,
  type GeneratedUsers,
  type ImportCheck,
  Permission,
  type UserDeletionSummary,
} from '@verdict/common';
import { CurrentUser, Permissions } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { EnvelopeResult } from '../../common/http/envelope';
import { PostOk } from '../../common/http/post-ok.decorator';
import type { Page } from '../../common/http/pagination';
import type { Actor } from '../audit/actor';
import { CurrentActor } from '../audit/current-actor.decorator';
import {
  AddUserDto,
  EditUserDto,
  GenerateUsersDto,
  ImportUsersDto,
  UserIdsDto,
  UserListQueryDto,
} from './user-admin.dto';
import { UserAddService } from './user-add.service';
import { UserAdminService } from './user-admin.service';
import { UserGenerateService } from './user-generate.service';
import { UserImportService } from './user-import.service';

/** HOJ admin/AdminUserController: `user_admin`, which only the super admin holds. */
@Controller('api/admin/user')
@Permissions(Permission.USER_ADMIN)
export class UserAdminController {
  constructor(
    private readonly admin: UserAdminService,
    private readonly adder: UserAddService,
    private readonly importer: UserImportService,
    private readonly generator: UserGenerateService,
  ) {}

  @Get('get-user-list')
  list(@Query() query: UserListQueryDto): Promise<Page<AdminUserView<Date>>> {
    return this.admin.list(query);
  }

  /** Not HOJ's: one account, under the rules of one import row. */
  @PostOk('add-user')
  add(@Body() dto: AddUserDto, @CurrentActor() admin: Actor): Promise<AdminUserView<Date>> {
    return this.adder.add(dto, admin);
  }

  @Put('edit-user')
  async edit(
    @Body() dto: EditUserDto,
    @CurrentActor() admin: Actor,
  ): Promise<EnvelopeResult<AdminUserView<Date>>> {
    return new EnvelopeResult(await this.admin.edit(dto, admin), 'Update Successfully');
  }

  /** What deleting these users would remove and keep: the confirmation reads it first. */
  @PostOk('delete-user-preview')
  deletePreview(@Body() dto: UserIdsDto, @CurrentUser() user: AuthUser): Promise<UserDeletionSummary> {
    return this.admin.deletionSummary(dto.ids, user);
  }

  @Delete('delete-user')
  async delete(
    @Body() dto: UserIdsDto,
    @CurrentActor() admin: Actor,
  ): Promise<EnvelopeResult<{ deleted: number }>> {
    return new EnvelopeResult({ deleted: await this.admin.delete(dto.ids, admin) }, 'Delete successfully');
  }

  /** Checks an import without writing anything: every problem, by line. */
  @PostOk('check-batch-user')
  checkImport(@Body() dto: ImportUsersDto): Promise<ImportCheck> {
    return this.importer.check(dto.users);
  }

  @PostOk('insert-batch-user')
  async import(
    @Body() dto: ImportUsersDto,
    @CurrentActor() admin: Actor,
  ): Promise<EnvelopeResult<{ imported: number }>> {
    return new EnvelopeResult(
      { imported: await this.importer.import(dto.users, admin) },
      'Import successfully',
    );
  }

  @PostOk('generate-user')
  generate(@Body() dto: GenerateUsersDto, @CurrentActor() admin: Actor): Promise<GeneratedUsers> {
    return this.generator.generate(dto, admin);
  }
}
