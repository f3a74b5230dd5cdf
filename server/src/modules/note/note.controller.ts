import { Body, Controller, Get, Query } from '@nestjs/common';
import type { NoteCategoryView, Page } from '@verdict/common';
import { Authenticated, CurrentUser } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { PostOk } from '../../common/http/post-ok.decorator';
import { DeleteOk } from '../../common/http/delete-ok.decorator';
import { NoteCategoryService } from './note-category.service';
import {
  NoteCategoryListBody,
  NoteCategoryListDto,
  NoteIdQueryDto,
  NoteListQueryDto,
  SaveNoteDto,
  type NoteResponse,
} from './note.dto';
import { NoteService } from './note.service';

/**
 * Personal notes under `/api/note/*` (not in HOJ; HOJ's naming and envelope). Everything needs
 * login; a note is read by its owner and admins only.
 */
@Controller('api/note')
export class NoteController {
  constructor(
    private readonly notes: NoteService,
    private readonly categories: NoteCategoryService,
  ) {}

  @Get('category')
  @Authenticated()
  listCategories(@CurrentUser() user: AuthUser): Promise<NoteCategoryView[]> {
    return this.categories.list(user.uid);
  }

  @PostOk('category')
  @Authenticated()
  saveCategories(
    @NoteCategoryListBody() dto: NoteCategoryListDto,
    @CurrentUser() user: AuthUser,
  ): Promise<NoteCategoryView[]> {
    return this.categories.save(user.uid, dto.categories);
  }

  @Get('list')
  @Authenticated()
  list(@Query() query: NoteListQueryDto, @CurrentUser() user: AuthUser): Promise<Page<NoteResponse>> {
    return this.notes.list(query, user);
  }

  @Get()
  @Authenticated()
  get(@Query() query: NoteIdQueryDto, @CurrentUser() user: AuthUser): Promise<NoteResponse> {
    return this.notes.readable(query.id, user);
  }

  @PostOk()
  @Authenticated()
  save(@Body() dto: SaveNoteDto, @CurrentUser() user: AuthUser): Promise<NoteResponse> {
    return this.notes.save(dto, user);
  }

  @DeleteOk()
  @Authenticated()
  remove(@Query() query: NoteIdQueryDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.notes.remove(query.id, user);
  }
}
