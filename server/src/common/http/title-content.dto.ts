import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** A required title and markdown content, as announcements and notices take them. */
export class TitleContentDto {
  @IsString({ message: 'Title is required' })
  @IsNotEmpty({ message: 'Title is required' })
  @MaxLength(255, { message: 'Title can not exceed 255 characters' })
  title: string;

  @IsString({ message: 'Content is required' })
  @IsNotEmpty({ message: 'Content is required' })
  @MaxLength(65535, { message: 'Content can not exceed 65535 characters' })
  content: string;
}
