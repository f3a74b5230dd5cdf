import { Column, Entity } from 'typeorm';
import { CreatedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/** An image of the home page carousel (HOJ keeps them as `file` rows of type carousel). */
@Entity('home_carousel')
export class HomeCarouselEntity extends CreatedRow {
  /** Public address, `/api/public/img/<name>`. */
  @Column({ type: 'varchar', length: 255 })
  url: string;

  @Column(USER_ID_COLUMN)
  uid: string;
}
