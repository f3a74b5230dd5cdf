import { MigrationInterface, QueryRunner } from 'typeorm';

export class Submissions1795422495712 implements MigrationInterface {
  name = 'Submissions1795422495712';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`user_acproblem\` (\`id\` int NOT NULL AUTO_INCREMENT, \`uid\` varchar(32) NOT NULL, \`pid\` int NOT NULL, \`submitId\` int NOT NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_be09c4b22fb08bb215ef13b8cf\` (\`uid\`, \`pid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`judge_case\` (\`id\` int NOT NULL AUTO_INCREMENT, \`submitId\` int NOT NULL, \`uid\` varchar(32) NOT NULL, \`pid\` int NOT NULL, \`caseId\` int NOT NULL, \`seq\` int NOT NULL, \`status\` int NOT NULL, \`time\` int NOT NULL, \`memory\` int NOT NULL, \`score\` int NOT NULL DEFAULT '0', \`groupNum\` int NOT NULL DEFAULT '1', \`inputData\` varchar(255) NOT NULL, \`outputData\` varchar(255) NOT NULL, \`userOutput\` text NULL, INDEX \`IDX_a4fa58b8e8b6c9d7a0943a6642\` (\`submitId\`, \`seq\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`judge\` (\`submitId\` int NOT NULL AUTO_INCREMENT, \`pid\` int NOT NULL, \`displayPid\` varchar(255) NOT NULL, \`uid\` varchar(32) NOT NULL, \`username\` varchar(100) NOT NULL, \`submitTime\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`status\` int NOT NULL, \`share\` tinyint NOT NULL DEFAULT 0, \`errorMessage\` mediumtext NULL, \`time\` int NULL, \`memory\` int NULL, \`score\` int NULL, \`oiRankScore\` int NULL, \`length\` int NOT NULL, \`code\` mediumtext NOT NULL, \`language\` varchar(50) NOT NULL, \`gid\` int NULL, \`cid\` int NOT NULL DEFAULT '0', \`cpid\` int NOT NULL DEFAULT '0', \`judger\` varchar(100) NULL, \`ip\` varchar(64) NULL, \`version\` int NOT NULL DEFAULT '0', \`isManual\` tinyint NOT NULL DEFAULT 0, \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_f8a0064a686c9e19298e8f548d\` (\`uid\`, \`pid\`), INDEX \`IDX_88730664b2ebb992d611f3aaaa\` (\`cid\`, \`pid\`, \`submitId\`), INDEX \`IDX_f2de449e443976f479c3cf6e4b\` (\`cid\`, \`status\`, \`submitId\`), INDEX \`IDX_10adc0c74dc9797f4d32d6ef6a\` (\`cid\`, \`uid\`, \`submitId\`), INDEX \`IDX_f24e370ee3724f8243026c5bde\` (\`cid\`, \`submitId\`), PRIMARY KEY (\`submitId\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_f24e370ee3724f8243026c5bde\` ON \`judge\``);
    await queryRunner.query(`DROP INDEX \`IDX_10adc0c74dc9797f4d32d6ef6a\` ON \`judge\``);
    await queryRunner.query(`DROP INDEX \`IDX_f2de449e443976f479c3cf6e4b\` ON \`judge\``);
    await queryRunner.query(`DROP INDEX \`IDX_88730664b2ebb992d611f3aaaa\` ON \`judge\``);
    await queryRunner.query(`DROP INDEX \`IDX_f8a0064a686c9e19298e8f548d\` ON \`judge\``);
    await queryRunner.query(`DROP TABLE \`judge\``);
    await queryRunner.query(`DROP INDEX \`IDX_a4fa58b8e8b6c9d7a0943a6642\` ON \`judge_case\``);
    await queryRunner.query(`DROP TABLE \`judge_case\``);
    await queryRunner.query(`DROP INDEX \`IDX_be09c4b22fb08bb215ef13b8cf\` ON \`user_acproblem\``);
    await queryRunner.query(`DROP TABLE \`user_acproblem\``);
  }
}
