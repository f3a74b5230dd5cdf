import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An image or file uploaded from the markdown editor; the row records who may delete it. */
@Entity('markdown_file')
@Index(['uid'])
export class MarkdownFileEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32 })
  uid: string;

  /** `/api/public/img/…` or `/api/public/file/…`. */
  @Column({ type: 'varchar', length: 255 })
  url: string;

  /** The name the file had on the uploader's machine. */
  @Column({ type: 'varchar', length: 255 })
  originalName: string;

  @Column({ type: 'int' })
  size: number;

  @CreateDateColumn()
  gmtCreate: Date;
}
