import { MigrationInterface, QueryRunner } from 'typeorm';

export class JudgeStage1795472605166 implements MigrationInterface {
  name = 'JudgeStage1795472605166';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`judge\` ADD \`judgeStage\` varchar(32) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`judge\` DROP COLUMN \`judgeStage\``);
  }
}
