import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { Role, type RemoteAccountView } from '@verdict/common';
import { Roles } from '../../common/auth/access.decorators';
import { DeleteOk } from '../../common/http/delete-ok.decorator';
import { PostOk } from '../../common/http/post-ok.decorator';
import { RemoteAccountsService } from './remote-accounts.service';
import { AddRemoteAccountDto, RemoteAccountIdQueryDto, UpdateRemoteAccountDto } from './remote-judge.dto';

/** The back office's pool of accounts on other judges (passwords go in, never out). */
@Controller('api/admin/remote-judge')
@Roles(Role.ROOT, Role.ADMIN)
export class RemoteAccountsController {
  constructor(private readonly accounts: RemoteAccountsService) {}

  @Get('accounts')
  list(): Promise<RemoteAccountView<Date>[]> {
    return this.accounts.list();
  }

  @PostOk('account')
  add(@Body() dto: AddRemoteAccountDto): Promise<void> {
    return this.accounts.add(dto);
  }

  @Put('account')
  update(@Body() dto: UpdateRemoteAccountDto): Promise<void> {
    return this.accounts.update(dto);
  }

  @DeleteOk('account')
  remove(@Query() query: RemoteAccountIdQueryDto): Promise<void> {
    return this.accounts.remove(query.id);
  }
}
