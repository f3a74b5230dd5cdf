import { MigrationInterface, QueryRunner } from 'typeorm';

export class Sessions1795477401927 implements MigrationInterface {
  name = 'Sessions1795477401927';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`auth_session\` (\`uid\` varchar(32) NOT NULL, \`epoch\` varchar(32) NOT NULL, \`expiresAt\` datetime NOT NULL, PRIMARY KEY (\`uid\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`auth_session\``);
  }
}
