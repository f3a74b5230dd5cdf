import { MigrationInterface, QueryRunner } from 'typeorm';

export class ContestAcCheck1795621989287 implements MigrationInterface {
  name = 'ContestAcCheck1795621989287';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`contest_ac_check\` (\`id\` int NOT NULL AUTO_INCREMENT, \`cid\` int NOT NULL, \`submitId\` int NOT NULL, \`checked\` tinyint NOT NULL DEFAULT 0, \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_e86e5f1e656a898cd441e5459e\` (\`cid\`, \`submitId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_e86e5f1e656a898cd441e5459e\` ON \`contest_ac_check\``);
    await queryRunner.query(`DROP TABLE \`contest_ac_check\``);
  }
}
