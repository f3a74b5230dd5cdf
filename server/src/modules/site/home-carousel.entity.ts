import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An image of the home page carousel (HOJ keeps them as `file` rows of type carousel). */
@Entity('home_carousel')
export class HomeCarouselEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Public address, `/api/public/img/<name>`. */
  @Column({ type: 'varchar', length: 255 })
  url: string;

  @Column({ type: 'varchar', length: 32 })
  uid: string;

  @CreateDateColumn()
  gmtCreate: Date;
}
