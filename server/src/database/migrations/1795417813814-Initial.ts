import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795417813814 implements MigrationInterface {
  name = 'Initial1795417813814';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`site_config\` (\`name\` varchar(50) NOT NULL, \`value\` text NOT NULL, \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`name\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`user\` (\`uid\` varchar(32) NOT NULL, \`username\` varchar(100) NOT NULL, \`password\` varchar(100) NOT NULL, \`email\` varchar(255) NULL, \`nickname\` varchar(100) NULL, \`realname\` varchar(100) NULL, \`school\` varchar(100) NULL, \`number\` varchar(100) NULL, \`gender\` varchar(20) NOT NULL DEFAULT 'secrecy', \`signature\` text NULL, \`github\` varchar(255) NULL, \`blog\` varchar(255) NULL, \`cfUsername\` varchar(100) NULL, \`avatar\` varchar(255) NULL, \`titleName\` varchar(100) NULL, \`titleColor\` varchar(20) NULL, \`deptId\` int NULL, \`isVip\` tinyint NOT NULL DEFAULT 0, \`role\` int NOT NULL DEFAULT '1002', \`status\` int NOT NULL DEFAULT '0', \`recentLoginTime\` datetime NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_78a916df40e02a9deb1c4b75ed\` (\`username\`), UNIQUE INDEX \`IDX_e12875dfb3b1d92d7d7c5377e2\` (\`email\`), PRIMARY KEY (\`uid\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_e12875dfb3b1d92d7d7c5377e2\` ON \`user\``);
    await queryRunner.query(`DROP INDEX \`IDX_78a916df40e02a9deb1c4b75ed\` ON \`user\``);
    await queryRunner.query(`DROP TABLE \`user\``);
    await queryRunner.query(`DROP TABLE \`site_config\``);
  }
}
