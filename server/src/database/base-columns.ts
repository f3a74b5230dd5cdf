import { CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * The columns most tables begin or end with, as abstract parents: TypeORM gives an `@Entity`
 * class the columns of the classes it extends, so each table still has its own copy.
 */

/** A row keyed by an auto-increment `id`. */
export abstract class AutoIdRow {
  @PrimaryGeneratedColumn()
  id: number;
}

/** A row with an `id` and the time it was inserted. */
export abstract class CreatedRow extends AutoIdRow {
  @CreateDateColumn()
  gmtCreate: Date;
}

/** A row with an `id`, the time it was inserted and the time it last changed. */
export abstract class TimestampedRow extends CreatedRow {
  @UpdateDateColumn()
  gmtModified: Date;
}
