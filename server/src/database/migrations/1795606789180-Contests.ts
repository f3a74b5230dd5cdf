import { MigrationInterface, QueryRunner } from 'typeorm';

export class Contests1795606789180 implements MigrationInterface {
  name = 'Contests1795606789180';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`contest_announcement\` (\`id\` int NOT NULL AUTO_INCREMENT, \`cid\` int NOT NULL, \`title\` varchar(255) NOT NULL, \`content\` mediumtext NOT NULL, \`status\` int NOT NULL DEFAULT '0', \`uid\` varchar(32) NOT NULL, \`username\` varchar(100) NOT NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_8dd184e9d4ce6fc50bacb04914\` (\`cid\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`contest_problem\` (\`id\` int NOT NULL AUTO_INCREMENT, \`cid\` int NOT NULL, \`pid\` int NOT NULL, \`displayId\` varchar(50) NOT NULL, \`displayTitle\` varchar(255) NOT NULL, \`color\` varchar(20) NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_67cc748d50cb55cf857e3cf80d\` (\`cid\`, \`pid\`), UNIQUE INDEX \`IDX_36799020a46f667edb46efa55d\` (\`cid\`, \`displayId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`contest_register\` (\`id\` int NOT NULL AUTO_INCREMENT, \`cid\` int NOT NULL, \`uid\` varchar(32) NOT NULL, \`beginTime\` datetime NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_212454e648900e29fc6b26730f\` (\`cid\`, \`uid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`contest\` (\`id\` int NOT NULL AUTO_INCREMENT, \`uid\` varchar(32) NOT NULL, \`author\` varchar(100) NOT NULL, \`title\` varchar(255) NOT NULL, \`type\` int NOT NULL DEFAULT '0', \`auth\` int NOT NULL DEFAULT '0', \`pwd\` varchar(255) NULL, \`source\` varchar(255) NULL, \`startTime\` datetime NOT NULL, \`endTime\` datetime NOT NULL, \`timeLimit\` int NOT NULL DEFAULT '0', \`description\` mediumtext NOT NULL, \`sealRank\` tinyint NOT NULL DEFAULT 0, \`sealRankTime\` datetime NULL, \`autoRealRank\` tinyint NOT NULL DEFAULT 0, \`openPrint\` tinyint NOT NULL DEFAULT 0, \`openRank\` tinyint NOT NULL DEFAULT 0, \`rankShowName\` varchar(20) NOT NULL DEFAULT 'username', \`openAccountLimit\` tinyint NOT NULL DEFAULT 0, \`accountLimitRule\` text NULL, \`starAccount\` text NULL, \`oiRankScoreType\` varchar(20) NOT NULL DEFAULT 'Recent', \`awardType\` int NOT NULL DEFAULT '0', \`awardConfig\` text NULL, \`allowEndSubmit\` tinyint NOT NULL DEFAULT 0, \`isVip\` tinyint NOT NULL DEFAULT 0, \`gid\` int NULL, \`visible\` tinyint NOT NULL DEFAULT 1, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_8ea0fe7c17da9631fa1354af41\` (\`visible\`, \`startTime\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_8ea0fe7c17da9631fa1354af41\` ON \`contest\``);
    await queryRunner.query(`DROP TABLE \`contest\``);
    await queryRunner.query(`DROP INDEX \`IDX_212454e648900e29fc6b26730f\` ON \`contest_register\``);
    await queryRunner.query(`DROP TABLE \`contest_register\``);
    await queryRunner.query(`DROP INDEX \`IDX_36799020a46f667edb46efa55d\` ON \`contest_problem\``);
    await queryRunner.query(`DROP INDEX \`IDX_67cc748d50cb55cf857e3cf80d\` ON \`contest_problem\``);
    await queryRunner.query(`DROP TABLE \`contest_problem\``);
    await queryRunner.query(`DROP INDEX \`IDX_8dd184e9d4ce6fc50bacb04914\` ON \`contest_announcement\``);
    await queryRunner.query(`DROP TABLE \`contest_announcement\``);
  }
}
