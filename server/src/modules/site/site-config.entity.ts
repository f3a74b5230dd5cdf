import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One row per settings group (e.g. `website`, `switch`), its value as JSON. */
@Entity('site_config')
export class SiteConfigEntity {
  @PrimaryColumn({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'text' })
  value: string;

  @UpdateDateColumn()
  gmtModified: Date;
}
