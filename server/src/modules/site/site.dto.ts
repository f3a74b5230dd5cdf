import {
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { RequiredInt } from '../../common/http/int-fields';
import { OptionalText } from '../../common/http/text-fields';

const DOWNLOADS_PER_DAY = 'The daily failing-case download limit must be an integer from 1 to 1000';

/** An optional web address for a menu link: empty (hidden) or http(s), at most 255 characters. */
function OptionalLink(label: string): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsString({ message: `${label} must be text` })(target, key);
    MaxLength(255, { message: `${label} can not exceed 255 characters` })(target, key);
    ValidateIf((_dto, value) => value !== '')(target, key);
    IsUrl(
      { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
      { message: `${label} must be an http or https address` },
    )(target, key);
  };
}

/** Admin edit of the website settings; absent fields keep their value. */
export class UpdateWebsiteConfigDto {
  @OptionalText(255, 'Base URL can not exceed 255 characters')
  baseUrl?: string;
  @OptionalText(100, 'Name can not exceed 100 characters') name?: string;

  @OptionalText(20, 'Short name can not exceed 20 characters')
  shortName?: string;

  @OptionalText(1000, 'Description can not exceed 1000 characters')
  description?: string;

  @OptionalText(500, 'Keywords can not exceed 500 characters')
  keywords?: string;
  @IsOptional() @IsBoolean({ message: 'register must be true or false' }) register?: boolean;
  @OptionalText(255) recordName?: string;
  @OptionalText(255) recordUrl?: string;
  @OptionalText(255) projectName?: string;
  @OptionalText(255) projectUrl?: string;
  @OptionalText(255) email?: string;
  @IsOptional() @IsBoolean() openPublicDiscussion?: boolean;
  @IsOptional() @IsBoolean() openGroupDiscussion?: boolean;
  @IsOptional() @IsBoolean() openContestComment?: boolean;
  @IsOptional() @IsBoolean() imchat?: boolean;
  @OptionalLink('The Python IDE link') pythonIdeUrl?: string;
  @OptionalLink('The Scratch IDE link') scratchIdeUrl?: string;
  @OptionalLink('The typing practice link') typingUrl?: string;
  @OptionalLink('The LaTeX editor link') latexUrl?: string;
  @IsOptional()
  @IsBoolean({ message: 'openFailingCaseDownload must be true or false' })
  openFailingCaseDownload?: boolean;
  @IsOptional()
  @IsInt({ message: DOWNLOADS_PER_DAY })
  @Min(1, { message: DOWNLOADS_PER_DAY })
  @Max(1000, { message: DOWNLOADS_PER_DAY })
  failingCaseDownloadsPerDay?: number;
}

/** `DELETE /api/admin/config/home-carousel?id=`. */
export class CarouselIdQueryDto {
  @RequiredInt('id is required')
  id: number;
}
