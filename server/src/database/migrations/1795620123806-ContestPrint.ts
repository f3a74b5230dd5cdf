import { MigrationInterface, QueryRunner } from 'typeorm';

export class ContestPrint1795620123806 implements MigrationInterface {
  name = 'ContestPrint1795620123806';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`contest_print\` (\`id\` int NOT NULL AUTO_INCREMENT, \`cid\` int NOT NULL, \`uid\` varchar(32) NOT NULL, \`username\` varchar(100) NOT NULL, \`realname\` varchar(100) NULL, \`content\` mediumtext NOT NULL, \`status\` int NOT NULL DEFAULT '0', \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_ca0ef5c7c8a5b8d0c6c8b6d1c8\` (\`cid\`, \`uid\`, \`id\`), INDEX \`IDX_f4c33556aae40b5e84674b3fe8\` (\`cid\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_f4c33556aae40b5e84674b3fe8\` ON \`contest_print\``);
    await queryRunner.query(`DROP INDEX \`IDX_ca0ef5c7c8a5b8d0c6c8b6d1c8\` ON \`contest_print\``);
    await queryRunner.query(`DROP TABLE \`contest_print\``);
  }
}
