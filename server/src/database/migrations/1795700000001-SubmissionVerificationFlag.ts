import { MigrationInterface, QueryRunner } from 'typeorm';

export class SubmissionVerificationFlag1795700000001 implements MigrationInterface {
  name = 'SubmissionVerificationFlag1795700000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`judge\` ADD \`isVerification\` tinyint NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`judge\` DROP COLUMN \`isVerification\``);
  }
}
