import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsInt, IsString } from 'class-validator';
import type { TestdataManifest } from '@verdict/common';
import { Public } from '../../common/auth/access.decorators';
import { JudgerTokenGuard } from './judger-token.guard';
import { TestdataService } from './test-data.service';
import { toInt } from '../../common/http/query-transforms';

class ManifestQueryDto {
  @Transform(toInt) @IsInt({ message: 'pid is required' }) pid: number;
}

class FileQueryDto extends ManifestQueryDto {
  @IsString({ message: 'version is required' }) version: string;
  @IsString({ message: 'name is required' }) name: string;
}

/** Test data for judge daemons (`JudgerApi` in common), authorised by the judger token header. */
@Controller('api/judger')
@Public()
@UseGuards(JudgerTokenGuard)
export class JudgerTestdataController {
  constructor(private readonly testdata: TestdataService) {}

  @Get('testdata-manifest')
  manifest(@Query() query: ManifestQueryDto): Promise<TestdataManifest> {
    return this.testdata.manifest(query.pid);
  }

  /** Raw bytes (the envelope interceptor lets Buffers through). */
  @Get('testdata-file')
  file(@Query() query: FileQueryDto): Promise<Buffer> {
    return this.testdata.file(query.pid, query.version, query.name);
  }
}
