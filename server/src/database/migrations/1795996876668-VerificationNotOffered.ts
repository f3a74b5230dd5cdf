import { MigrationInterface, QueryRunner } from 'typeorm';

export class VerificationNotOffered1795996876668 implements MigrationInterface {
  name = 'VerificationNotOffered1795996876668';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`problem_verification_solution\` ADD \`notOffered\` varchar(50) NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`problem_verification_solution\` DROP COLUMN \`notOffered\``);
  }
}
