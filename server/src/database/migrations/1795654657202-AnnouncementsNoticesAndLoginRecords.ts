import { MigrationInterface, QueryRunner } from 'typeorm';

export class AnnouncementsNoticesAndLoginRecords1795654657202 implements MigrationInterface {
  name = 'AnnouncementsNoticesAndLoginRecords1795654657202';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`announcement\` (\`id\` int NOT NULL AUTO_INCREMENT, \`title\` varchar(255) NOT NULL, \`content\` mediumtext NOT NULL, \`status\` int NOT NULL DEFAULT '0', \`uid\` varchar(32) NOT NULL, \`username\` varchar(100) NOT NULL, \`gid\` int NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_99e3f15d15554634b8241742f8\` (\`gid\`, \`status\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`login_record\` (\`id\` int NOT NULL AUTO_INCREMENT, \`uid\` varchar(32) NOT NULL, \`ip\` varchar(64) NOT NULL, \`userAgent\` varchar(512) NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_34962f0782dc21de983aa01ab9\` (\`uid\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`admin_sys_notice\` (\`id\` int NOT NULL AUTO_INCREMENT, \`title\` varchar(255) NOT NULL, \`content\` mediumtext NOT NULL, \`type\` varchar(10) NOT NULL, \`recipientId\` varchar(32) NULL, \`adminId\` varchar(32) NOT NULL, \`state\` tinyint NOT NULL DEFAULT 0, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`user_sys_notice\` (\`id\` int NOT NULL AUTO_INCREMENT, \`sysId\` int NOT NULL, \`recipientId\` varchar(32) NOT NULL, \`type\` varchar(10) NOT NULL DEFAULT 'Sys', \`state\` tinyint NOT NULL DEFAULT 0, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_edde75ba24d8a3df876a419456\` (\`sysId\`), INDEX \`IDX_467c316ac7d7b8df52ef43edfb\` (\`recipientId\`, \`state\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_467c316ac7d7b8df52ef43edfb\` ON \`user_sys_notice\``);
    await queryRunner.query(`DROP INDEX \`IDX_edde75ba24d8a3df876a419456\` ON \`user_sys_notice\``);
    await queryRunner.query(`DROP TABLE \`user_sys_notice\``);
    await queryRunner.query(`DROP TABLE \`admin_sys_notice\``);
    await queryRunner.query(`DROP INDEX \`IDX_34962f0782dc21de983aa01ab9\` ON \`login_record\``);
    await queryRunner.query(`DROP TABLE \`login_record\``);
    await queryRunner.query(`DROP INDEX \`IDX_99e3f15d15554634b8241742f8\` ON \`announcement\``);
    await queryRunner.query(`DROP TABLE \`announcement\``);
  }
}
